import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { BatchWriteCommand, DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import type { StackEnv } from '../../infra/local/stack';
import type { Item, TransactItem } from '../../functions/src/adapters/table';
import { clientItem, identifierKey, type ClientRecord } from '../../functions/src/db/clients';
import { linkParty } from '../../functions/src/db/dossier-parties';
import { listEntries } from '../../functions/src/db/dossier-lists';
import { dossierItem, refKey, type Dossier, type DossierStatus } from '../../functions/src/db/dossiers';
import { putHistoryEntry } from '../../functions/src/db/history';
import { newId } from '../../functions/src/db/keys';
import { indexChanges } from '../../functions/src/db/search-index';
import { clientWords, dossierWords } from '../../functions/src/services/dossier-search';
import { verifyRegistration } from './registration';
import { measure, ms, percentile } from './stats';

/**
 * Dossier-scale bench: fills the local table with `firms` firms of `dossiersPerFirm` dossiers each
 * (a client and an opposing party per dossier, two history entries), written directly with
 * BatchWrite in the shapes the API writes (the same item builders), then measures, for one lawyer,
 * the first page of the filtered dossier list, the dossier detail and the search, at 1 and 20
 * concurrent clients, in a firm of that large table and in a firm of `smallDossiers` dossiers.
 * The ratios show whether cost follows the page (≈1) or the table (≫1).
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

/** Every item of one dossier with its two parties and history, as the create route writes them. */
export const dossierItems = (structureId: string, lawyerId: string, n: number): Item[] => {
  const id = newId();
  const now = new Date().toISOString();
  const client: ClientRecord = {
    idClient: newId(),
    idTypeClient: 'PP',
    cin: `BK${n}${id.slice(-6)}`,
    nom: pick(LAST, n),
    prenom: pick(FIRST, n * 7),
    estClient: true,
    createdAt: now,
  };
  const adverse: ClientRecord = {
    idClient: newId(),
    idTypeClient: 'PM',
    rc: `RC${n}${id.slice(-5)}`,
    raisonSociale: `${pick(COMPANIES, n * 3)} ${n}`,
    estClient: false,
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
    ...indexChanges(structureId, { kind: 'D', id }, [], dossierWords(dossier)).flatMap(putOf),
    ...[client, adverse].flatMap((record) => [
      clientItem(structureId, record),
      {
        ...identifierKey(structureId, record.idTypeClient === 'PM' ? 'RC' : 'CIN', (record.rc ?? record.cin)!),
        type: 'CLIENT_ID',
        idClient: record.idClient,
      },
      ...indexChanges(structureId, { kind: 'C', id: record.idClient }, [], clientWords(record)).flatMap(putOf),
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
  ];
};

export const writer = (env: StackEnv) => {
  const client = DynamoDBDocumentClient.from(
    new DynamoDBClient({
      endpoint: env.AWS_ENDPOINT_URL_DYNAMODB,
      region: env.AWS_REGION,
      credentials: { accessKeyId: env.AWS_ACCESS_KEY_ID, secretAccessKey: env.AWS_SECRET_ACCESS_KEY },
    }),
    { marshallOptions: { removeUndefinedValues: true } },
  );
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

type Row = { scenario: string; call: string; concurrency: number; p50: number; p95: number };

export const runDossiersBench = async (options: DossiersBenchOptions) => {
  const { apiUrl, env, firms = 20, dossiersPerFirm = 2000, smallDossiers = 100, requests = 200 } = options;
  const log = options.log ?? ((line: string) => console.log(line));
  const write = writer(env);

  const large = await lawyerFirm(apiUrl, 'large');
  const small = await lawyerFirm(apiUrl, 'small');
  const started = performance.now();
  const fill = async (structureId: string, lawyerId: string, count: number) => {
    for (let from = 0; from < count; from += 200) {
      const items: Item[] = [];
      for (let n = from; n < Math.min(count, from + 200); n++) items.push(...dossierItems(structureId, lawyerId, n));
      await write(items);
    }
  };
  await fill(large.structureId, large.userId, dossiersPerFirm);
  for (let f = 1; f < firms; f++) await fill(newId(), newId(), dossiersPerFirm);
  await fill(small.structureId, small.userId, smallDossiers);
  log(
    `\nDossiers bench: ${firms} firms × ${dossiersPerFirm} dossiers (+1 firm × ${smallDossiers}) written in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );

  const get = async (token: string, path: string) => {
    const res = await fetch(new URL(path, apiUrl), { headers: { authorization: `Bearer ${token}` } });
    const body = (await res.json()) as Record<string, unknown>;
    if (res.status !== 200) throw new Error(`${path} answered ${res.status}: ${JSON.stringify(body)}`);
    return body;
  };
  const rows: Row[] = [];
  for (const [scenario, firm] of [
    ['large', large],
    ['small', small],
  ] as const) {
    const page = (await get(firm.token, `/api/Dossier/user/${firm.userId}?limit=50`)) as { items: { id: string }[] };
    const ids = page.items.map((i) => i.id);
    const calls: Record<string, (i: number) => string> = {
      'list (filtered, first page)': (i) =>
        `/api/Dossier/user?statut=${pick(STATUSES, i)}&type=${pick(TYPES, i * 3)}&idUtilisateur=${firm.userId}`,
      'dossier detail': (i) => `/api/Dossier/${pick(ids, i)}`,
      search: (i) => `/api/Search?q=${encodeURIComponent(`${pick(LAST, i)} ${pick(FIRST, i * 7).slice(0, 3)}`)}`,
    };
    for (const [call, path] of Object.entries(calls)) {
      for (const concurrency of [1, 20]) {
        await measure(20, concurrency, async (i) => void (await get(firm.token, path(i))));
        const latencies = await measure(requests, concurrency, async (i) => void (await get(firm.token, path(i))));
        rows.push({ scenario, call, concurrency, p50: percentile(latencies, 50), p95: percentile(latencies, 95) });
      }
    }
  }

  log('\n| call | clients | large p50 | large p95 | small p50 | small p95 | ratio p50 | ratio p95 |');
  log('|---|---|---|---|---|---|---|---|');
  for (const row of rows.filter((r) => r.scenario === 'large')) {
    const base = rows.find((r) => r.scenario === 'small' && r.call === row.call && r.concurrency === row.concurrency)!;
    log(
      `| ${row.call} | ${row.concurrency} | ${ms(row.p50)} | ${ms(row.p95)} | ${ms(base.p50)} | ${ms(base.p95)} | ${(row.p50 / base.p50).toFixed(2)} | ${(row.p95 / base.p95).toFixed(2)} |`,
    );
  }
  return rows;
};
