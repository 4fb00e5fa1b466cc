import { execFile, spawnSync } from 'node:child_process';

export const JAVA_HELP = [
  'DynamoDB Local needs Java 17 or newer, and `java` was not found on the PATH.',
  'Install it, then run the command again:',
  '  Debian/Ubuntu:  sudo apt-get install -y openjdk-17-jre-headless',
  '  macOS:          brew install openjdk@17',
  '  elsewhere:      any Java 17+ runtime (e.g. https://adoptium.net), with `java` on the PATH',
].join('\n');

/** The major version of `java` on the PATH, or undefined when there is none. */
export const javaVersion = (): number | undefined => {
  const result = spawnSync('java', ['-version'], { encoding: 'utf8' });
  if (result.error || result.status !== 0) return undefined;
  const match = /version "(\d+)(?:\.(\d+))?/.exec(`${result.stderr}${result.stdout}`);
  if (!match) return undefined;
  const major = Number(match[1]);
  return major === 1 ? Number(match[2]) : major;
};

/** Throws a message saying how to install Java when it is missing or older than 17. */
export const requireJava = (): void => {
  const version = javaVersion();
  if (version === undefined) throw new Error(JAVA_HELP);
  if (version < 17)
    throw new Error(`Java ${version} found, but DynamoDB Local needs 17 or newer.\n${JAVA_HELP.split('\n').slice(1).join('\n')}`);
};

/** The same check without blocking: start.ts runs it while the JVM is already starting. */
export const checkJava = (): Promise<void> =>
  new Promise((resolve, reject) => {
    execFile('java', ['-version'], { encoding: 'utf8' }, (error, stdout, stderr) => {
      if (error) return reject(new Error(JAVA_HELP));
      const match = /version "(\d+)(?:\.(\d+))?/.exec(`${stderr}${stdout}`);
      const major = match ? (Number(match[1]) === 1 ? Number(match[2]) : Number(match[1])) : undefined;
      if (major !== undefined && major < 17)
        return reject(
          new Error(`Java ${major} found, but DynamoDB Local needs 17 or newer.\n${JAVA_HELP.split('\n').slice(1).join('\n')}`),
        );
      resolve();
    });
  });
