import { log } from '../runtime/log';

/** Scheduled deadline and hearing alerts; its work arrives with the alerts issue. */
export const handler = async (): Promise<void> => {
  log.info('alerts: nothing to send yet');
};
