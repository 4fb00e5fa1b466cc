import { existsSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { REPO_ROOT, runningStackPid } from './stack';

/** `npm run reset`: wipes the local data (tables, users, files), unless a stack is using it. */
const dataDir = resolve(process.env.MIZAN_DATA_DIR ?? join(REPO_ROOT, '.data'));
const pid = runningStackPid(dataDir);
if (pid) {
  console.error(`A local stack (pid ${pid}) is using ${dataDir}. Stop it (Ctrl-C) and run npm run reset again.`);
  process.exit(1);
}
if (!existsSync(dataDir)) {
  console.log('Nothing to reset: .data/ does not exist.');
} else {
  rmSync(dataDir, { recursive: true, force: true });
  console.log('Local data wiped (.data/). The next `npm start` bootstraps and seeds again.');
}
