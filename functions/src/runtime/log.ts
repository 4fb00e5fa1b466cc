type Level = 'debug' | 'info' | 'warn' | 'error';
type Fields = Record<string, unknown>;
const ORDER: Record<Level | 'silent', number> = { debug: 10, info: 20, warn: 30, error: 40, silent: 99 };

const threshold = () => ORDER[(process.env.LOG_LEVEL as Level | 'silent' | undefined) ?? 'info'] ?? ORDER.info;

const shown = (value: unknown) => (typeof value === 'string' ? value : JSON.stringify(value));

/**
 * A line for a person at a terminal (`LOG_FORMAT=text`, what `npm start` sets): the time, then a
 * request as its status, route and duration, anything else as its level, message and fields
 * (without the CloudWatch metrics' `_aws` block); an error's stack on the lines after.
 */
const textLine = (level: Level, msg: string, { stack, _aws: _metrics, ...fields }: Fields) => {
  const time = new Date().toISOString().slice(11, 23);
  const { status, route, ms, error, detail, requestId: _requestId, ...rest } = fields;
  const head =
    msg === 'request'
      ? `${time} ${shown(status)} ${shown(route ?? '-')} ${shown(ms)} ms${error ? ` ${shown(error)}: ${shown(detail)}` : ''}`
      : `${time} ${level.toUpperCase()} ${msg}`;
  const others = Object.entries(msg === 'request' ? rest : fields)
    .filter(([, value]) => value !== undefined)
    .map(([key, value]) => `${key}=${shown(value)}`);
  return [[head, ...others].join(' '), ...(typeof stack === 'string' ? [stack] : [])].join('\n');
};

const write =
  (level: Level) =>
  (msg: string, fields: Fields = {}) => {
    if (ORDER[level] < threshold()) return;
    const line =
      process.env.LOG_FORMAT === 'text'
        ? textLine(level, msg, fields)
        : JSON.stringify({ level, msg, time: new Date().toISOString(), ...fields });
    if (level === 'error' || level === 'warn') console.error(line);
    else console.log(line);
  };

/**
 * One line per event: JSON (CloudWatch in the cloud, and wherever `LOG_FORMAT` is not `text`), or
 * a readable line at a terminal (`LOG_FORMAT=text`, the local stack's default).
 */
export const log = { debug: write('debug'), info: write('info'), warn: write('warn'), error: write('error') };
