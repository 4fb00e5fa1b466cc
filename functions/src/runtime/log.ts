type Level = 'debug' | 'info' | 'warn' | 'error';
const ORDER: Record<Level | 'silent', number> = { debug: 10, info: 20, warn: 30, error: 40, silent: 99 };

const threshold = () => ORDER[(process.env.LOG_LEVEL as Level | 'silent' | undefined) ?? 'info'] ?? ORDER.info;

const write =
  (level: Level) =>
  (msg: string, fields: Record<string, unknown> = {}) => {
    if (ORDER[level] < threshold()) return;
    const line = JSON.stringify({ level, msg, time: new Date().toISOString(), ...fields });
    if (level === 'error' || level === 'warn') console.error(line);
    else console.log(line);
  };

/** Structured one-line JSON logs (CloudWatch in the cloud, the terminal locally). */
export const log = { debug: write('debug'), info: write('info'), warn: write('warn'), error: write('error') };
