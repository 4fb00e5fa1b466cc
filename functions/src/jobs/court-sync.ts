import { log } from '../runtime/log';

/** Scheduled court-portal synchronisation; its work arrives with the deadlines issue. */
export const handler = async (): Promise<void> => {
  log.info('court-sync: nothing to synchronise yet');
};
