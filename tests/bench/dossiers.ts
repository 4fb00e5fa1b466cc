import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { BatchWriteCommand, DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { pageQuery } from '@mizan/shared/schemas/paging';
import { plusDays, weekOf } from '../../functions/src/services/agenda';
import type { StackEnv } from '../../infra/local/stack';
import type { Item, TransactItem } from '../../functions/src/adapters/table';
import { clientItem, identifierKey, type ClientRecord } from '../../functions/src/db/clients';
import { putCourtDeadline } from '../../functions/src/db/court-records';
import { createDeadline } from '../../functions/src/db/deadlines';
import { storeDocument } from '../../functions/src/db/documents';
import { linkParty } from '../../functions/src/db/dossier-parties';
import { listEntries } from '../../functions/src/db/dossier-lists';
import { dossierItem, refKey, type Dossier, type DossierStatus } from '../../functions/src/db/dossiers';
import { putExpense } from '../../functions/src/db/expenses';
import { putHistoryEntry } from '../../functions/src/db/history';
import { newId } from '../../functions/src/db/keys';
import { addMessage, newMessageId } from '../../functions/src/db/messages';
import { putNote } from '../../functions/src/db/notes';
import { indexChanges } from '../../functions/src/db/search-index';
import { clientIndexing, newDossierEntities } from '../../functions/src/services/dossier-search';
import { DynamoCalls } from './dynamo-calls';
import { verifyRegistration } from './registration';
import { measure, ms, percentile } from './stats';

/**
 * Scale bench (`npm run bench -- scale`): fills the local table with `firms` firms of
 * `dossiersPerFirm` dossiers each, written directly with BatchWrite in the shapes the API writes
 * (the same item builders): per dossier a client and an opposing party, two history entries, two
 * cabinet deadlines, a court step, a note, an expense, a document and two messages; the first five
 * dossiers of each firm have their deadline and hearing this week, the others weeks away. Then, for
 * the lawyer of the first firm and of a firm of `smallDossiers`, at 1 and 20 concurrent clients:
 * the first page of the dossier list filtered by lawyer and status (full in both firms), the detail
 * (its parties and documents), the search (by a name, whose answer is larger in the large firm, and
 * by a word that fills a page in both), the four dashboard calls, a message thread, the free slots
 * of a week and the court deadlines. At 1 client the two firms' requests alternate; at 20, each
 * firm in turn. The ratios show whether cost follows the page (≈1) or the table (≫1); at 1 client,
 * each call's p95 is also set against the p95 of its own DynamoDB calls, replayed directly
 * (dynamo-calls.ts).
 */
export type DossiersBenchOptions = {
  apiUrl: string;
  env: StackEnv;
  firms?: number;
  dossiersPerFirm?: number;
  smallDossiers?: number;
  /** Requests per measurement. */
  requests?: number;
  log?: (line: string) => void;
};

const LAST = [
  'Alami',
  'Bennani',
  'Chraïbi',
  'El Idrissi',
  'Fassi',
  'Berrada',
  'Tazi',
  'Lahlou',
  'Benjelloun',
  'Sebti',
  'Kettani',
  'Ouazzani',
];
const FIRST = ['Karim', 'Salma', 'Hélène', 'Omar', 'Nadia', 'Youssef', 'Leïla', 'Mehdi', 'Imane', 'Rachid'];
const COMPANIES = ['Atlas', 'Sud Export', 'Société Générale', 'Maroc Télécom', 'Argan', 'Sahara Logistique', 'Banque Populaire'];
const TYPES = ['CIV', 'COM', 'FAM', 'PEN'];
const STATUSES: DossierStatus[] = ['ENC', 'ATT', 'SSP', 'CLO'];

const pick = <T>(list: readonly T[], i: number) => list[i % list.length]!;
const putOf = (write: TransactItem) => ('Put' in write ? [write.Put.Item as Item] : []);

/** Every item of one dossier with its parties, history and work, as the routes write them; `day` is its deadlines' and hearing's. */
export const dossierItems = (structureId: string, lawyerId: string, n: number, day: string): Item[] => {
  const id = newId();
  const now = new Date().toISOString();
  const client: ClientRecord = {
    idClient: newId(),
    idTypeClient: 'PP',
    cin: `BK${n}${id.slice(-6)}`,
    nom: pick(LAST, n),
    prenom: pick(FIRST, n * 7),
    isClient: true,
    createdAt: now,
  };
  const adverse: ClientRecord = {
    idClient: newId(),
    idTypeClient: 'PM',
    rc: `RC${n}${id.slice(-5)}`,
    raisonSociale: `${pick(COMPANIES, n * 3)} ${n}`,
    isClient: false,
    createdAt: now,
  };
  const dossier: Dossier = {
    id,
    idTypeDossier: pick(TYPES, n),
    idTribunal: 'TPI-RABAT',
    idUtilisateur: lawyerId,
    idStatutDossier: pick(STATUSES, Math.floor(n / 4)),
    nom: `Affaire ${client.nom} c/ ${adverse.raisonSociale}`,
    refCabinet: `CAB-${2020 + (n % 7)}/${n}`,
    refTribunal: `${n}/1201/2026`,
    dateOuverture: `20${20 + (n % 7)}-${String(1 + (n % 12)).padStart(2, '0')}-${String(1 + (n % 28)).padStart(2, '0')}`,
    alerte: false,
    nomClient: `${client.prenom} ${client.nom}`,
    derniereAction: 'AJOUT_ADVERSAIRE',
    dateDerniereAction: now,
    version: 2,
    createdAt: now,
    updatedAt: now,
  };
  const author = { idUtilisateur: lawyerId, auteur: 'Bench Lawyer', dateAction: now, idDossier: id };
  return [
    dossierItem(structureId, dossier),
    { ...refKey(structureId, dossier.refCabinet), type: 'DOSSIER_REF', idDossier: id, refCabinet: dossier.refCabinet },
    ...listEntries(structureId, dossier),
    ...newDossierEntities(dossier).flatMap(({ hit, indexing }) => indexChanges(structureId, hit, undefined, indexing).flatMap(putOf)),
    ...[client, adverse].flatMap((record) => [
      clientItem(structureId, record),
      {
        ...identifierKey(structureId, record.idTypeClient === 'PM' ? 'RC' : 'CIN', (record.rc ?? record.cin)!),
        type: 'CLIENT_ID',
        idClient: record.idClient,
      },
      ...indexChanges(structureId, { kind: 'C', id: record.idClient }, undefined, clientIndexing(record)).flatMap(putOf),
    ]),
    ...linkParty(structureId, { idDossier: id, idClient: client.idClient, role: 'CLIENT', idStatutClient: 'PLG', addedAt: now }).flatMap(
      putOf,
    ),
    ...linkParty(structureId, {
      idDossier: id,
      idClient: adverse.idClient,
      role: 'ADVERSAIRE',
      idStatutClient: 'ACS',
      addedAt: now,
    }).flatMap(putOf),
    ...putOf(putHistoryEntry(structureId, { ...author, id: newId(), idTypeAction: 'CREATION', valeur: dossier.refCabinet })),
    ...putOf(
      putHistoryEntry(structureId, { ...author, id: newId(), idTypeAction: 'AJOUT_ADVERSAIRE', valeur: adverse.raisonSociale ?? '' }),
    ),
    ...workItems(structureId, dossier, day),
  ];
};

/** A dossier's work: two deadlines (one alerted), a court step, a note, an expense, a document, a message each way. */
const workItems = (structureId: string, dossier: Dossier, day: string): Item[] => {
  const now = new Date().toISOString();
  const lawyerId = dossier.idUtilisateur;
  const deadline = (alerte: boolean, idTypeEcheance: string) =>
    createDeadline(structureId, {
      id: newId(),
      idDossier: dossier.id,
      idTypeEcheance,
      day,
      alerte,
      idUtilisateur: lawyerId,
      createdAt: now,
      createdBy: lawyerId,
    }).flatMap(putOf);
  const message = (side: 'CABINET' | 'CLIENT', contenu: string) =>
    addMessage(
      structureId,
      {
        idMessage: newMessageId(),
        idDossier: dossier.id,
        idAuteur: lawyerId,
        idTypeAuteur: side === 'CABINET' ? 'AVOCAT' : 'CLIENT',
        auteur: side === 'CABINET' ? 'Bench Lawyer' : (dossier.nomClient ?? 'Client'),
        side,
        sujet: 'Audience',
        contenu,
        dateEnvoi: now,
      },
      dossier,
    ).flatMap(putOf);
  const documentId = newId();
  const document = storeDocument(
    structureId,
    {
      id: documentId,
      idDossier: dossier.id,
      nom: `Requête ${dossier.refCabinet}.pdf`,
      extension: 'pdf',
      contentType: 'application/pdf',
      confidentialite: 'PB',
      uploaderType: 'AVOCAT',
      uploaderId: lawyerId,
      uploaderName: 'Bench Lawyer',
      size: 120_000,
      dateUpload: now,
      path: `${structureId}/${dossier.id}/${documentId}`,
    },
    false,
  );
  return [
    ...deadline(true, 'DOC'),
    ...deadline(false, 'RDV'),
    ...putOf(
      putCourtDeadline(structureId, {
        id: newId(),
        idDossier: dossier.id,
        date: '2026-01-12',
        typeLabel: 'جلسة',
        contenu: 'إدراج الملف بالجلسة',
        prochaineAudience: `${day}T10:00`,
        idUtilisateur: lawyerId,
      }),
    ),
    ...putNote(structureId, {
      id: newId(),
      idDossier: dossier.id,
      valeur: 'Pièces reçues du client',
      dateAction: now,
      idUtilisateur: lawyerId,
      auteur: 'Bench Lawyer',
      createdAt: now,
    }).flatMap(putOf),
    ...putExpense(structureId, {
      idDepense: newId(),
      idDossier: dossier.id,
      idTypeDepense: 'FDP',
      dateDepense: day,
      centimes: 15_000,
      idUtilisateur: lawyerId,
      auteur: 'Bench Lawyer',
      createdAt: now,
    }).flatMap(putOf),
    ...putOf(document.item),
    ...putOf(document.pointer),
    ...message('CABINET', 'Votre audience est fixée.'),
    ...message('CLIENT', 'Merci, je serai présent.'),
  ];
};

/** A document client of the bench's own on the stack's table. */
export const documentClient = (env: StackEnv) =>
  DynamoDBDocumentClient.from(
    new DynamoDBClient({
      endpoint: env.AWS_ENDPOINT_URL_DYNAMODB,
      region: env.AWS_REGION,
      credentials: { accessKeyId: env.AWS_ACCESS_KEY_ID, secretAccessKey: env.AWS_SECRET_ACCESS_KEY },
    }),
    { marshallOptions: { removeUndefinedValues: true } },
  );

export const writer = (env: StackEnv) => {
  const client = documentClient(env);
  /** BatchWrite 25 at a time, `parallel` batches in flight, retrying unprocessed items. */
  return async (items: Item[], parallel = 16) => {
    let next = 0;
    const worker = async () => {
      while (next < items.length) {
        const chunk = items.slice(next, (next += 25));
        let request: Record<string, unknown[]> | undefined = { [env.TABLE_NAME]: chunk.map((Item) => ({ PutRequest: { Item } })) };
        while (request && Object.keys(request).length) {
          const out = await client.send(new BatchWriteCommand({ RequestItems: request as never }));
          request = out.UnprocessedItems as typeof request;
        }
      }
    };
    await Promise.all(Array.from({ length: parallel }, worker));
  };
};

const post = async (url: string, body: unknown) => {
  const res = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
};

/** A firm with its lawyer registered through the API (a real account to sign in with). */
export const lawyerFirm = async (apiUrl: string, label: string) => {
  const email = `bench.dossiers.${label}.${Date.now().toString(36)}@bench.ma`;
  const password = 'Bench@2026';
  const reg = await post(`${apiUrl}/api/account/register`, {
    userName: 'Bench',
    userFirstName: 'Lawyer',
    structure: `Cabinet ${label}`,
    email,
    phone: '0612345678',
    password,
  });
  if (reg.status !== 202) throw new Error(`register answered ${reg.status}`);
  await verifyRegistration(apiUrl, email);
  const login = await post(`${apiUrl}/api/Account/login`, { username: email, password });
  if (login.status !== 200) throw new Error(`login answered ${login.status}`);
  return { structureId: String(login.body.idStructure), userId: String(login.body.id), token: String(login.body.token) };
};

type Row = { scenario: string; call: string; concurrency: number; p50: number; p95: number; raw50?: number; raw95?: number };

const RATIO_TARGET = 1.2;
const OVERHEAD_TARGET = 3;
/** The lists' page size when none is asked. */
const LIST_PAGE = pageQuery.parse({}).limit;

export const runDossiersBench = async (options: DossiersBenchOptions) => {
  const { apiUrl, env, firms = 20, dossiersPerFirm = 2000, smallDossiers = 100, requests = 200 } = options;
  const log = options.log ?? ((line: string) => console.log(line));
  const write = writer(env);
  const { monday } = weekOf(new Date());
  /** The first five dossiers of a firm have their deadlines and hearing this week, the others weeks away. */
  const dayOf = (n: number) => (n < 5 ? plusDays(monday, n) : plusDays(monday, 30 + (n % 300)));

  const large = await lawyerFirm(apiUrl, 'large');
  const small = await lawyerFirm(apiUrl, 'small');
  const started = performance.now();
  let written = 0;
  const fill = async (structureId: string, lawyerId: string, count: number) => {
    for (let from = 0; from < count; from += 200) {
      const items: Item[] = [];
      for (let n = from; n < Math.min(count, from + 200); n++) items.push(...dossierItems(structureId, lawyerId, n, dayOf(n)));
      await write(items);
      written += items.length;
    }
  };
  await fill(large.structureId, large.userId, dossiersPerFirm);
  for (let f = 1; f < firms; f++) await fill(newId(), newId(), dossiersPerFirm);
  await fill(small.structureId, small.userId, smallDossiers);
  const seconds = (performance.now() - started) / 1000;
  log(
    `\nScale bench: ${firms} firms × ${dossiersPerFirm} dossiers (+1 firm × ${smallDossiers}), ${written} items written in ${seconds.toFixed(1)} s (${Math.round(written / seconds)} items/s)`,
  );

  const get = async (token: string, path: string) => {
    const res = await fetch(new URL(path, apiUrl), { headers: { authorization: `Bearer ${token}` } });
    const body = (await res.json()) as Record<string, unknown>;
    if (res.status !== 200) throw new Error(`${path} answered ${res.status}: ${JSON.stringify(body)}`);
    return body;
  };
  const dynamo = new DynamoCalls(documentClient(env));
  const rows: Row[] = [];
  const week = `dateDebut=${monday}&dateFin=${plusDays(monday, 6)}`;
  type Firm = typeof large;
  /**
   * The dossier list filtered by lawyer and status: a full first page in both firms (25 dossiers of
   * each status in the small one), so that the ratio sets a page against a page. With the type as
   * well, the small firm's 100 dossiers spread over 16 combinations: 6 or 7 rows against 10.
   */
  const listPath = (firm: Firm, i: number) => `/api/Dossier/user?statut=${pick(STATUSES, i)}&idUtilisateur=${firm.userId}`;
  const calls: Record<string, (firm: Firm, ids: string[], i: number) => string> = {
    'list (a lawyer’s, by status, first page)': (firm, _ids, i) => listPath(firm, i),
    'dossier detail (parties, documents)': (_firm, ids, i) => `/api/Dossier/${pick(ids, i)}`,
    // A last name and a first name's start: 20 clients in the large firm (of about 33), 1 or 2 in the small one.
    'search (a name)': (_firm, _ids, i) => `/api/Search?q=${encodeURIComponent(`${pick(LAST, i)} ${pick(FIRST, i * 7).slice(0, 3)}`)}`,
    // A word of every dossier's name: a full page (20 dossiers) in both firms.
    'search (a full page)': () => '/api/Search?q=affaire',
    'dashboard: hearings': (firm) => `/api/Dashboard/audiences-for/${firm.userId}`,
    'dashboard: deadlines': (firm) => `/api/Dashboard/Deadlines-for/${firm.userId}`,
    'dashboard: alerts': (firm) => `/api/Dashboard/alerts-for/${firm.userId}`,
    'dashboard: days': (firm) => `/api/Dashboard/days-for/${firm.userId}`,
    'message thread': (_firm, ids, i) => `/api/dossier/${pick(ids, i)}/messages`,
    'free slots of a week': (firm) => `/api/Calendar/user/${firm.userId}/disponibilites?${week}`,
    'court deadlines': (_firm, ids, i) => `/api/Dossier/${pick(ids, i)}/echeances-mahakim`,
  };
  const scenarios: { scenario: string; firm: Firm; ids: string[] }[] = [];
  for (const [scenario, firm] of [
    ['large', large],
    ['small', small],
  ] as const) {
    const page = (await get(firm.token, `/api/Dossier/user/${firm.userId}?limit=50`)) as { items: { id: string }[] };
    scenarios.push({ scenario, firm, ids: page.items.map((i) => i.id) });
    for (let i = 0; i < STATUSES.length; i++) {
      const { items } = (await get(firm.token, listPath(firm, i))) as { items: unknown[] };
      if (items.length !== LIST_PAGE)
        throw new Error(`the ${scenario} firm's list ${listPath(firm, i)} has ${items.length} rows, not a page of ${LIST_PAGE}`);
    }
  }
  try {
    for (const [call, pathOf] of Object.entries(calls)) {
      const paths = scenarios.map(
        ({ firm, ids }) =>
          (i: number) =>
            pathOf(firm, ids, i),
      );
      for (const [s, { firm }] of scenarios.entries()) await measure(20, 1, async (i) => void (await get(firm.token, paths[s]!(i))));
      // 1 client: the firms' requests alternate (large, small, small, large, …), so that both see the same moments of the machine.
      const samples = scenarios.map(() => ({ latencies: [] as number[], recorded: [] as Parameters<DynamoCalls['replay']>[0][] }));
      for (let i = 0; i < requests; i++) {
        const order = scenarios.map((_, s) => s);
        for (const s of i % 2 ? order.reverse() : order) {
          const started = performance.now();
          const commands = await dynamo.record(async () => void (await get(scenarios[s]!.firm.token, paths[s]!(i))));
          samples[s]!.latencies.push(performance.now() - started);
          samples[s]!.recorded.push(commands);
        }
      }
      for (const [s, { scenario }] of scenarios.entries()) {
        const raw: number[] = [];
        for (const commands of samples[s]!.recorded) raw.push(await dynamo.replay(commands));
        const { latencies } = samples[s]!;
        rows.push({
          scenario,
          call,
          concurrency: 1,
          p50: percentile(latencies, 50),
          p95: percentile(latencies, 95),
          raw50: percentile(raw, 50),
          raw95: percentile(raw, 95),
        });
      }
      // 20 clients: each firm in turn.
      for (const [s, { scenario, firm }] of scenarios.entries()) {
        await measure(20, 20, async (i) => void (await get(firm.token, paths[s]!(i))));
        const latencies = await measure(requests, 20, async (i) => void (await get(firm.token, paths[s]!(i))));
        rows.push({ scenario, call, concurrency: 20, p50: percentile(latencies, 50), p95: percentile(latencies, 95) });
      }
    }
  } finally {
    dynamo.stop();
  }

  log(
    `\n| call | clients | large p50 | large p95 | small p50 | small p95 | ratio p50 | ratio p95 | target (1 client, p50 ≤ ${RATIO_TARGET}) | its DynamoDB calls' ratio p50 |`,
  );
  log('|---|---|---|---|---|---|---|---|---|---|');
  for (const row of rows.filter((r) => r.scenario === 'large')) {
    const base = rows.find((r) => r.scenario === 'small' && r.call === row.call && r.concurrency === row.concurrency)!;
    const ratio = row.p50 / base.p50;
    const verdict = row.concurrency === 1 ? (ratio <= RATIO_TARGET ? 'met' : 'MISSED') : '';
    // The same ratio for the call's own DynamoDB commands replayed directly: what the database alone costs more.
    const database = row.raw50 !== undefined && base.raw50 !== undefined ? (row.raw50 / base.raw50).toFixed(2) : '';
    log(
      `| ${row.call} | ${row.concurrency} | ${ms(row.p50)} | ${ms(row.p95)} | ${ms(base.p50)} | ${ms(base.p95)} | ${ratio.toFixed(2)} | ${(row.p95 / base.p95).toFixed(2)} | ${verdict} | ${database} |`,
    );
  }
  log(`\nOverhead at 1 client: each call's p95 against the p95 of its own DynamoDB calls replayed directly (target ≤ ${OVERHEAD_TARGET}×)`);
  log('| call | firm | p95 | DynamoDB calls p95 | ratio | target |');
  log('|---|---|---|---|---|---|');
  for (const row of rows.filter((r) => r.raw95 !== undefined)) {
    const ratio = row.p95 / row.raw95!;
    log(
      `| ${row.call} | ${row.scenario} | ${ms(row.p95)} | ${ms(row.raw95!)} | ${ratio.toFixed(2)} | ${ratio <= OVERHEAD_TARGET ? 'met' : 'MISSED'} |`,
    );
  }
  return rows;
};
