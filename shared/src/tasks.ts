/**
 * A task's constants without its schemas, for the modules that must not load zod (the alerts job
 * reads tasks through db/tasks.ts: tests/infra/bundling.test.ts keeps zod out of it).
 */

/** At most this many comments on a task (they are stored with it). */
export const MAX_TASK_COMMENTS = 100;
