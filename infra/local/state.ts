import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/** What a data directory remembers between starts (stack.json). */
export type StackState = {
  userPoolId?: string;
  userPoolClientId?: string;
  ports?: Partial<Record<'dynamodb' | 'cognito' | 's3' | 'ses' | 'courtPortal', number>>;
  seeded?: string[];
  /** Set once the search index's entries hold their words (those written before were re-indexed). */
  searchWords?: boolean;
  /** Set once the dossiers' and parties' entries hold what search shows of them (the same re-index). */
  searchShown?: boolean;
  /** Set once every party is also indexed by the pairs of its names' words (the same re-index). */
  searchPairs?: boolean;
  /** Set once the items hold the current names of stored-only attributes (those written before were renamed). */
  attributeNames?: boolean;
  /** Set once every dossier is also indexed by its clients' names and its references' parts (the same re-index). */
  searchDossierPlaces?: boolean;
  /** Set once every expense has the pointer by which its id finds it (those written before were given one). */
  expensePointers?: boolean;
  /** Set once the deadlines performed before the calendar greyed them are in its index (E11). */
  performedDeadlines?: boolean;
  /** Set once the invoices written before the firm's list have their rows and their part of its billing (F16). */
  invoiceRows?: boolean;
  /** Set once the documents stored before their texts were read are queued for it (documents' F15). */
  documentTexts?: boolean;
};

export const STATE_FILE = 'stack.json';
/** Holds the pid of the process running a stack on the data directory. */
export const LOCK_FILE = 'stack.pid';

export const readState = (dataDir: string): StackState => {
  try {
    return JSON.parse(readFileSync(join(dataDir, STATE_FILE), 'utf8')) as StackState;
  } catch {
    return {};
  }
};

const isAlive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
};

/** The pid of a live stack holding `dataDir`, if any (a stale lock from a killed process is ignored). */
export const runningStackPid = (dataDir: string): number | undefined => {
  try {
    const pid = Number(readFileSync(join(dataDir, LOCK_FILE), 'utf8').trim());
    return pid && isAlive(pid) ? pid : undefined;
  } catch {
    return undefined;
  }
};
