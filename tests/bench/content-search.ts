import type { Item } from '../../functions/src/adapters/table';
import { storeDocument, type StoredDocument } from '../../functions/src/db/documents';
import { newId } from '../../functions/src/db/keys';
import { documentTextEntries } from '../../functions/src/db/search-index';
import type { Stack } from '../../infra/local/stack';
import { dossierItems } from './court';
import { lawyerFirm, writer } from './dossiers';
import { ratioRow, sideBySide } from './stats';

/**
 * Search by a word of documents' text (issue 32): a firm of `large` dossiers with `perDossier`
 * read documents each (40,000 and 200,000 by default) against one of `small` dossiers, their
 * items and text entries written straight into the table as the documents' confirmation and the
 * text job write them. Each document's text holds `contrat` and two words of a small vocabulary, so
 * a query's words are each in thousands of the large firm's documents. GET /api/Search of two
 * words is measured side by side, p50 within 1.2×: search reads the first page of each word's
 * entries, whatever the firm's size.
 */
export type ContentSearchBenchOptions = { stack: Stack; large?: number; small?: number; perDossier?: number; requests?: number };

const VOCABULARY = ['bail', 'loyer', 'cession', 'creance', 'expulsion', 'garantie', 'preavis', 'resiliation', 'indemnite', 'caution'];

export const runContentSearchBench = async ({
  stack,
  large = 40_000,
  small = 100,
  perDossier = 5,
  requests = 200,
}: ContentSearchBenchOptions) => {
  const write = writer(stack.env);
  const firm = async (label: string, count: number) => {
    const f = await lawyerFirm(stack.url, label);
    const uploader = { uploaderType: 'AVOCAT' as const, uploaderId: f.userId, uploaderName: 'Bench Lawyer' };
    for (let start = 0; start < count; start += 1_000) {
      const items: Item[] = [];
      for (let n = start; n < Math.min(count, start + 1_000); n++) {
        const [dossier, ...rest] = dossierItems(f.structureId, f.userId, n, '2026-01-12', '2026-01-12');
        items.push(dossier!, ...rest);
        for (let d = 0; d < perDossier; d++) {
          const id = newId();
          const document: StoredDocument = {
            id,
            idDossier: String(dossier!.id),
            nom: `Pièce ${n}-${d}`,
            extension: 'pdf',
            contentType: 'application/pdf',
            confidentialite: 'PB',
            ...uploader,
            size: 1_000,
            dateUpload: '2026-01-12T10:00:00.000Z',
            path: `${f.structureId}/${String(dossier!.id)}/${id}`,
            texte: 'LU',
          };
          const { item, pointer } = storeDocument(f.structureId, document, false);
          const words = ['contrat', VOCABULARY[(n + d) % VOCABULARY.length]!, VOCABULARY[(n * 7 + d * 3) % VOCABULARY.length]!];
          const passage = `Le contrat de ${words[1]} prévoit la ${words[2]} à la charge du preneur.`;
          items.push(
            (item as { Put: { Item: Item } }).Put.Item,
            (pointer as { Put: { Item: Item } }).Put.Item,
            ...documentTextEntries(
              f.structureId,
              id,
              [...new Set(words)].map((word) => ({ word, passage })),
            ),
          );
        }
      }
      await write(items);
    }
    return f;
  };
  const started = performance.now();
  const firms = { large: await firm('content-large', large), small: await firm('content-small', small) };
  const writeSeconds = (performance.now() - started) / 1000;
  const search = async (scenario: 'large' | 'small') => {
    const res = await fetch(new URL('/api/Search?q=contrat%20bail', stack.url), {
      headers: { authorization: `Bearer ${firms[scenario].token}` },
    });
    if (res.status !== 200) throw new Error(`/api/Search answered ${res.status}: ${await res.text()}`);
    return (await res.json()) as { documents: { extrait: string | null }[] };
  };
  for (const scenario of ['large', 'small'] as const) {
    const found = (await search(scenario)).documents;
    if (!found.length || !found.every((document) => document.extrait?.includes('contrat')))
      throw new Error(`${scenario}: ${found.length} documents found by their text`);
  }
  console.log(
    `\nContent search bench: ${large} dossiers with ${large * perDossier} read documents against ${small} (${small * perDossier}); written in ${writeSeconds.toFixed(0)} s`,
  );
  console.log('\n| call | large p50 | large p95 | small p50 | small p95 | ratio p50 | target |');
  console.log('|---|---|---|---|---|---|---|');
  console.log(
    ratioRow(
      'GET /api/Search?q=contrat bail (words of documents’ text)',
      await sideBySide(async (scenario) => void (await search(scenario)), { requests, concurrency: 4 }),
    ),
  );
};
