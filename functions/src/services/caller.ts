import type { VerifiedToken } from '../adapters/token-verifier';

/**
 * The signed-in person a request acts for: what their verified token tells, with the role, type and
 * name of their record (the middleware reads it on every request: runtime/caller-record.ts).
 */
export type Caller = Omit<VerifiedToken, 'authTime'> & {
  /** First name and name, from the person's record. */
  name: string;
};
