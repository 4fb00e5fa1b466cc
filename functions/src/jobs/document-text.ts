import type { SQSBatchResponse, SQSEvent } from 'aws-lambda';
import type { DocumentTextMessage } from '../adapters/queue';
import { storage } from '../adapters/storage';
import { findDocumentRecord, indexedTextWords, recordDocumentText, recordIndexedTextWords } from '../db/documents';
import { indexDocumentText, unindexDocumentText } from '../db/search-index';
import { log } from '../runtime/log';
import { ocrReader, type OcrReader } from '../services/document-ocr';
import { readText, textWords, UnreadableText } from '../services/document-text';
import { removeIndexedText } from '../services/document-uploads';

/**
 * The document-text queue's worker: reads a stored document's text (services/document-text,
 * under its limits), puts its words in the firm's search (kind X, db/search-index) and records
 * the document read (LU); a file it cannot read is recorded unreadable (ILL) with the reason, and
 * stays stored. The words it indexes are recorded beside the document (db/documents
 * `recordIndexedTextWords`): a new version's reading takes out those its text lacks, and a
 * document deleted while it was read has them all taken out again. A document deleted before, or
 * already read (a message delivered again), is left as it is. The batch's scans share one OCR
 * worker (services/document-ocr), ended with the batch. Any other failure is retried by the
 * queue (3 tries, then the dead-letter queue; the document then stays ENC).
 */
export const handler = async (event: SQSEvent): Promise<SQSBatchResponse> => {
  const failures: SQSBatchResponse['batchItemFailures'] = [];
  const ocr = ocrReader();
  try {
    for (const record of event.Records) {
      const { structureId, documentId } = JSON.parse(record.body) as DocumentTextMessage;
      try {
        await readDocument(structureId, documentId, ocr);
      } catch (error) {
        log.warn('document-text: failed', { documentId, error: String(error) });
        failures.push({ itemIdentifier: record.messageId });
      }
    }
  } finally {
    await ocr.end();
  }
  return { batchItemFailures: failures };
};

const readDocument = async (structureId: string, documentId: string, ocr: OcrReader) => {
  const found = await findDocumentRecord(structureId, documentId);
  if (found?.state !== 'STORED' || found.document.texte !== 'ENC') return;
  const { document } = found;
  const bytes = await storage.read(document.path);
  if (!bytes) return;
  const started = Date.now();
  // The words an earlier version's text left in the index: those the new text lacks go.
  const before = await indexedTextWords(structureId, document.id);
  let after: string[] = [];
  try {
    const words = textWords(await readText(document.extension, bytes, ocr));
    after = words.map(({ word }) => word);
    await indexDocumentText(structureId, document.id, words);
    await recordIndexedTextWords(structureId, document.id, after);
    await recordDocumentText(structureId, document, 'LU');
    log.info('document-text: read', { documentId, words: words.length, ms: Date.now() - started });
  } catch (error) {
    if (!(error instanceof UnreadableText)) throw error;
    if (before.length) await recordIndexedTextWords(structureId, document.id, []);
    await recordDocumentText(structureId, document, 'ILL', error.reason);
    log.info('document-text: unreadable', { documentId, reason: error.reason });
  }
  const kept = new Set(after);
  await unindexDocumentText(
    structureId,
    document.id,
    before.filter((word) => !kept.has(word)),
  );
  // Deleted while it was read: its words go with it.
  if ((await findDocumentRecord(structureId, documentId))?.state !== 'STORED') await removeIndexedText(structureId, documentId);
};
