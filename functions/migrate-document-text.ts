import { queueUnreadDocuments } from './src/services/unread-documents';

/**
 * `npm run migrate:document-text`: once after deploying the reading of documents' text, for the
 * documents stored before it; again after an outage of the document-text job, for those whose
 * reading never ended (their messages in its dead-letter queue). Queues each such document for the
 * job (services/unread-documents.ts). Run with the table's environment (`TABLE_NAME`, the AWS
 * credentials and region) and the job's queue (`DOCUMENT_TEXT_QUEUE_URL`). Running it again queues
 * only what is still unread.
 */
const queued = await queueUnreadDocuments();
console.log(`Documents: ${queued} queued for the reading of their text`);
