import { sendMessages } from '../adapters/queue';
import { markUnreadDocuments } from '../db/documents';

/**
 * Queues for the document-text job every stored document whose text was never read or whose
 * reading never ended (db/documents `markUnreadDocuments`), and answers how many: by `npm run
 * migrate:document-text` in the cloud (the queue's URL in `DOCUMENT_TEXT_QUEUE_URL`) and by the
 * local stack as it starts (its own queue). The job reads each once: a message delivered twice
 * finds the document read.
 */
export const queueUnreadDocuments = async (): Promise<number> => {
  const unread = await markUnreadDocuments();
  await sendMessages('document-text', unread);
  return unread.length;
};
