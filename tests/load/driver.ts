import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { REFRESH_GUARD } from '@mizan/shared/refresh-guard';
import type { RouteName } from '@mizan/shared/routes';
import { callRoute, type CallOptions, type CallResult } from '../../infra/local/call';
import { samplePdf } from '../../infra/local/sample-files';
import type { StackEnv } from '../../infra/local/stack';
import { directUpload } from '../../infra/local/upload';
import { useMailbox, verifyRegistration } from '../bench/registration';

/**
 * The load driver (`npm run load`, and a small run in the integration suite): virtual users of
 * one firm, each signed in once (refresh traffic renews sessions, no further sign-ins), run mixed
 * traffic in the proportions below against a local stack on 127.0.0.1 for a bounded time, then the
 * audit checks what was acknowledged against the table and the mailbox: every message, appointment,
 * deadline and document answered 201 is there, no time of the lawyer is held twice, the messages
 * counter equals its recount, every outbox item was delivered exactly once.
 */
export type LoadOptions = {
  baseUrl: string;
  mailboxUrl: string;
  env: StackEnv;
  users: number;
  seconds: number;
  log?: (line: string) => void;
};
export type RouteStats = { route: string; count: number; p50: number; p95: number; p99: number; errors: number };
export type LoadReport = {
  requests: number;
  seconds: number;
  throughput: number;
  routes: RouteStats[];
  serverErrors: number;
  unexpected: string[];
  audit: string[];
};

const PASSWORD = 'Load@2026ok';
const SLOTS = Array.from({ length: 12 }, (_, i) => `${String(9 + Math.floor(i / 2)).padStart(2, '0')}:${i % 2 ? '30' : '00'}`);
const end = (start: string) =>
  start.endsWith('30') ? `${String(Number(start.slice(0, 2)) + 1).padStart(2, '0')}:00` : `${start.slice(0, 2)}:30`;
/** Weights of each action, as a firm's day mixes them. */
const MIX: [Action, number][] = [
  ['list', 18],
  ['detail', 18],
  ['search', 8],
  ['readThread', 10],
  ['sendMessage', 12],
  ['unread', 5],
  ['book', 8],
  ['addDeadline', 9],
  ['performDeadline', 4],
  ['upload', 3],
  ['refresh', 5],
];
type Action =
  | 'list'
  | 'detail'
  | 'search'
  | 'readThread'
  | 'sendMessage'
  | 'unread'
  | 'book'
  | 'addDeadline'
  | 'performDeadline'
  | 'upload'
  | 'refresh';
const pick = (): Action => {
  let roll = Math.random() * MIX.reduce((sum, [, weight]) => sum + weight, 0);
  for (const [action, weight] of MIX) if ((roll -= weight) < 0) return action;
  return 'list';
};
const any = <T>(items: readonly T[]): T => items[Math.floor(Math.random() * items.length)]!;
const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
const dayAhead = (days: number) => {
  const date = new Date(Date.now() + days * 86_400_000);
  while (date.getUTCDay() === 0 || date.getUTCDay() === 6) date.setUTCDate(date.getUTCDate() + 1);
  return date.toISOString().slice(0, 10);
};

export const runLoad = async (options: LoadOptions): Promise<LoadReport> => {
  const log = options.log ?? (() => undefined);
  const host = new URL(options.baseUrl).hostname;
  if (host !== '127.0.0.1') throw new Error(`the load driver runs against 127.0.0.1 only, not ${host}`);
  const timings = new Map<string, number[]>();
  const errors = new Map<string, number>();
  const unexpected: string[] = [];
  let serverErrors = 0;
  const call = async <T>(name: RouteName, callOptions: CallOptions, expected: number[] = [200, 201]): Promise<CallResult<T>> => {
    const started = performance.now();
    const answer = await callRoute<T>(options.baseUrl, name, callOptions);
    const list = timings.get(name) ?? [];
    list.push(performance.now() - started);
    timings.set(name, list);
    if (answer.status >= 500) serverErrors++;
    if (!expected.includes(answer.status)) {
      errors.set(name, (errors.get(name) ?? 0) + 1);
      if (unexpected.length < 20) unexpected.push(`${name} ${answer.status} ${JSON.stringify(answer.body).slice(0, 200)}`);
    }
    return answer;
  };

  // The firm: its administrator, the lawyer every booking contends for, and dossiers with invited clients.
  const email = `charge-${Date.now().toString(36)}@exemple.ma`;
  await call(
    'account.register',
    { body: { userName: 'Charge', userFirstName: 'Test', structure: 'Cabinet Charge', email, phone: '0612345678', password: PASSWORD } },
    [202],
  );
  useMailbox(options.mailboxUrl);
  await verifyRegistration(options.baseUrl, email);
  const signedIn = await call<{ token: string; id: string; idStructure: string }>('account.login', {
    body: { username: email, password: PASSWORD },
  });
  const { id: lawyer, idStructure: sid } = signedIn.body;
  let session = signedIn.body;
  // The refresh token travels in its cookie (HttpOnly in a browser: its `name=value` sent back), with the app's CSRF header.
  const cookieOf = (headers: Headers) => headers.getSetCookie()[0]?.split(';')[0];
  let refreshCookie = cookieOf(signedIn.headers) ?? '';
  const dossiers: { id: string; ref: string }[] = [];
  for (let i = 0; i < 8; i++) {
    const ref = `CH-${Date.now().toString(36)}-${i}`;
    const client = {
      idTypeClient: 'PP',
      idStatutClient: 'PLG',
      cin: `CH${Date.now().toString(36).toUpperCase()}${i}`,
      nom: 'Alaoui',
      prenom: `Client${i}`,
      email: `client${i}-${Date.now().toString(36)}@exemple.ma`,
    };
    const body = {
      idTypeDossier: 'CIV',
      idTribunal: 'TPI-RABAT',
      refCabinet: ref,
      dateOuverture: '2026-03-01',
      Client: [client],
      adversaire: [],
    };
    const created = await call<{ id: string }>('dossiers.create', { token: session.token, body }, [201]);
    dossiers.push({ id: created.body.id, ref });
  }
  const bookingDay = dayAhead(40);
  const acked = {
    messages: new Map<string, string[]>(),
    appointments: [] as string[],
    deadlines: [] as { id: string; dossier: string }[],
    documents: [] as { id: string; dossier: string }[],
  };
  const open: string[] = [];
  const pdf = samplePdf(['Charge']);
  // One upload at a time: s3rver (the local storage emulator) crashes when an object of a folder
  // is written while another of that folder is moved out of it; S3 has no such folders.
  let uploading: Promise<unknown> = Promise.resolve();

  const act = async (action: Action) => {
    const token = session.token;
    const dossier = any(dossiers);
    switch (action) {
      case 'list':
        return call('dossiers.listForUser', { token, params: { userId: lawyer }, query: { limit: 10 } });
      case 'detail':
        return call('dossiers.get', { token, params: { id: dossier.id } });
      case 'search':
        return call('search.query', { token, query: { q: dossier.ref.slice(0, 6) } });
      case 'readThread':
        return call('messages.list', { token, params: { id: dossier.id } });
      case 'unread':
        return call('messages.unread', { token });
      case 'sendMessage': {
        const key = crypto.randomUUID();
        const sent = await call<{ idMessage: string }>('messages.add', {
          token,
          body: { idDossier: dossier.id, sujet: 'Point', contenu: 'Où en est le dossier ?' },
          headers: { 'idempotency-key': key },
        });
        if (sent.status === 201) acked.messages.set(dossier.id, [...(acked.messages.get(dossier.id) ?? []), sent.body.idMessage]);
        return sent;
      }
      case 'book': {
        const start = any(SLOTS);
        const booked = await call<{ idRendezVous: string }>(
          'calendar.createAppointment',
          {
            token,
            body: { date: bookingDay, heureDebut: `${start}:00`, heureFin: `${end(start)}:00`, commentaire: 'Consultation' },
            headers: { 'idempotency-key': crypto.randomUUID() },
          },
          [201, 409],
        );
        if (booked.status === 201) acked.appointments.push(booked.body.idRendezVous);
        return booked;
      }
      case 'addDeadline': {
        const added = await call<{ idEcheanceDossier: string }>('dossiers.addDeadline', {
          token,
          body: { idDossier: dossier.id, idtypeecheance: 'DOC', dateecheance: dayAhead(10) },
          headers: { 'idempotency-key': crypto.randomUUID() },
        });
        if (added.status === 201) {
          acked.deadlines.push({ id: added.body.idEcheanceDossier, dossier: dossier.id });
          open.push(added.body.idEcheanceDossier);
        }
        return added;
      }
      case 'performDeadline': {
        const id = open.shift();
        return id ? call('dossiers.performDeadline', { token, query: { id } }, [200, 409]) : undefined;
      }
      case 'upload': {
        const api = <T>(name: RouteName, o: CallOptions = {}) => call<T>(name, o);
        const upload = uploading.then(() =>
          directUpload(
            api,
            token,
            { idDossier: dossier.id, Nom: 'Piece', extension: 'pdf', IdConfidentialite: 'PB' },
            pdf,
            'application/pdf',
          ),
        );
        uploading = upload.catch(() => undefined);
        const { confirmed } = await upload;
        if (confirmed?.status === 201)
          acked.documents.push({ id: (confirmed.body as { idDocument: string }).idDocument, dossier: dossier.id });
        return confirmed;
      }
      case 'refresh': {
        const renewed = await call<{ token: string; id: string; idStructure: string }>('account.refresh', {
          headers: { cookie: refreshCookie, [REFRESH_GUARD.header]: REFRESH_GUARD.value },
        });
        if (renewed.status === 200) {
          session = renewed.body;
          refreshCookie = cookieOf(renewed.headers) ?? refreshCookie;
        }
        return renewed;
      }
    }
  };

  log(`load: ${options.users} virtual users for ${options.seconds} s against ${options.baseUrl}`);
  const started = performance.now();
  const stopAt = Date.now() + options.seconds * 1000;
  await Promise.all(
    Array.from({ length: options.users }, async () => {
      while (Date.now() < stopAt) await act(pick());
    }),
  );
  const elapsed = (performance.now() - started) / 1000;
  const requests = [...timings.values()].reduce((sum, list) => sum + list.length, 0);
  const routes = [...timings.entries()]
    .map(([route, list]) => {
      const sorted = [...list].sort((a, b) => a - b);
      return {
        route,
        count: list.length,
        p50: percentile(sorted, 50),
        p95: percentile(sorted, 95),
        p99: percentile(sorted, 99),
        errors: errors.get(route) ?? 0,
      };
    })
    .sort((a, b) => b.count - a.count);

  const audit = await auditLoad(options, sid, lawyer, session.token, bookingDay, acked);
  return { requests, seconds: elapsed, throughput: requests / elapsed, routes, serverErrors, unexpected, audit };
};

type Acked = {
  messages: Map<string, string[]>;
  appointments: string[];
  deadlines: { id: string; dossier: string }[];
  documents: { id: string; dossier: string }[];
};

/** What was acknowledged is there, once; the table's counters equal their recounts; the outbox delivered each email once. */
const auditLoad = async (
  options: LoadOptions,
  sid: string,
  lawyer: string,
  token: string,
  day: string,
  acked: Acked,
): Promise<string[]> => {
  const { env } = options;
  const db = DynamoDBDocumentClient.from(
    new DynamoDBClient({
      endpoint: env.AWS_ENDPOINT_URL_DYNAMODB,
      region: env.AWS_REGION,
      credentials: { accessKeyId: env.AWS_ACCESS_KEY_ID, secretAccessKey: env.AWS_SECRET_ACCESS_KEY },
    }),
  );
  const query = async (input: Record<string, unknown>) => {
    const items: Record<string, unknown>[] = [];
    let start: Record<string, unknown> | undefined;
    do {
      const page = await db.send(
        new QueryCommand({ TableName: env.TABLE_NAME, ConsistentRead: !input.IndexName, ExclusiveStartKey: start, ...input } as never),
      );
      items.push(...((page.Items ?? []) as Record<string, unknown>[]));
      start = page.LastEvaluatedKey;
    } while (start);
    return items;
  };
  const problems: string[] = [];
  try {
    for (const [dossier, ids] of acked.messages) {
      const items = await query({ KeyConditionExpression: 'pk = :pk', ExpressionAttributeValues: { ':pk': `T#${sid}#D#${dossier}` } });
      const stored = items.filter((item) => String(item.sk).startsWith('MESSAGE#'));
      const present = new Set(stored.map((item) => String(item.sk).slice('MESSAGE#'.length)));
      const lost = ids.filter((id) => !present.has(id));
      if (lost.length) problems.push(`dossier ${dossier}: ${lost.length} acknowledged messages missing`);
      if (stored.length !== ids.length)
        problems.push(`dossier ${dossier}: ${stored.length} messages stored for ${ids.length} acknowledged`);
      const meta = items.find((item) => item.sk === 'META');
      if (Number(meta?.staffMessageCount ?? 0) !== stored.length)
        problems.push(`dossier ${dossier}: counter ${String(meta?.staffMessageCount)} ≠ recount ${stored.length}`);
    }
    const appointments = await query({
      IndexName: 'gsi1',
      KeyConditionExpression: 'gsi1pk = :pk AND begins_with(gsi1sk, :day)',
      ExpressionAttributeValues: { ':pk': `T#${sid}#U#${lawyer}#RDV`, ':day': day },
    });
    const held = appointments.filter((a) => a.statut === 'EAT' || a.statut === 'CNF');
    const ids = new Set(held.map((a) => String(a.id ?? a.idRendezVous)));
    const missing = acked.appointments.filter((id) => !ids.has(id));
    if (missing.length) problems.push(`${missing.length} acknowledged appointments missing`);
    const starts = held.map((a) => String(a.debut ?? a.heureDebut));
    if (new Set(starts).size !== starts.length) problems.push(`a time held twice: ${starts.sort().join(', ')}`);
    for (const dossier of new Set(acked.deadlines.map((d) => d.dossier))) {
      const found = new Set<string>();
      let cursor: string | undefined;
      do {
        const page = await callRoute<{ items: { idEcheanceDossier: string }[]; cursor: string | null }>(
          options.baseUrl,
          'dossiers.deadlines',
          { token, params: { id: dossier }, query: { limit: 50, ...(cursor ? { cursor } : {}) } },
        );
        for (const d of page.body.items) found.add(d.idEcheanceDossier);
        cursor = page.body.cursor ?? undefined;
      } while (cursor);
      const lost = acked.deadlines.filter((d) => d.dossier === dossier && !found.has(d.id));
      if (lost.length) problems.push(`dossier ${dossier}: ${lost.length} acknowledged deadlines missing`);
    }
    for (const dossier of new Set(acked.documents.map((d) => d.dossier))) {
      const detail = await callRoute<{ documents: { idDocument: string }[] }>(options.baseUrl, 'dossiers.get', {
        token,
        params: { id: dossier },
      });
      const found = new Set(detail.body.documents.map((d) => d.idDocument));
      const lost = acked.documents.filter((d) => d.dossier === dossier && !found.has(d.id));
      if (lost.length) problems.push(`dossier ${dossier}: ${lost.length} acknowledged documents missing`);
    }
    // The outbox: give the worker time to finish, then each item is in the mailbox once.
    let outbox: Record<string, unknown>[] = [];
    for (let waited = 0; waited < 30_000; waited += 500) {
      outbox = await query({ KeyConditionExpression: 'pk = :pk', ExpressionAttributeValues: { ':pk': `T#${sid}#OUTBOX` } });
      if (outbox.every((item) => item.state === 'SENT')) break;
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
    const waiting = outbox.filter((item) => item.state !== 'SENT').length;
    if (waiting) problems.push(`${waiting} outbox items not delivered`);
    const { emails } = (await (await fetch(new URL('/store', options.mailboxUrl))).json()) as { emails: { messageId: string }[] };
    const times = new Map<string, number>();
    for (const e of emails) times.set(e.messageId, (times.get(e.messageId) ?? 0) + 1);
    const notOnce = outbox.filter((item) => item.state === 'SENT' && times.get(String(item.messageId)) !== 1);
    if (notOnce.length) problems.push(`${notOnce.length} outbox items not in the mailbox exactly once`);
    if (!outbox.length) problems.push('no outbox item: the invitations were not queued');
  } finally {
    db.destroy();
  }
  return problems;
};

export const formatReport = (report: LoadReport): string => {
  const ms = (n: number) => `${n.toFixed(0)} ms`.padStart(8);
  return [
    `${report.requests} requests in ${report.seconds.toFixed(1)} s: ${report.throughput.toFixed(1)} requests/s, ${report.serverErrors} 5xx`,
    `${'route'.padEnd(28)} ${'count'.padStart(6)} ${'p50'.padStart(8)} ${'p95'.padStart(8)} ${'p99'.padStart(8)} ${'errors'.padStart(7)}`,
    ...report.routes.map(
      (r) => `${r.route.padEnd(28)} ${String(r.count).padStart(6)} ${ms(r.p50)} ${ms(r.p95)} ${ms(r.p99)} ${String(r.errors).padStart(7)}`,
    ),
    ...(report.unexpected.length ? ['unexpected answers:', ...report.unexpected.map((u) => `  ${u}`)] : []),
    report.audit.length
      ? `audit: ${report.audit.length} problems\n${report.audit.map((p) => `  ${p}`).join('\n')}`
      : 'audit: every acknowledged message, appointment, deadline and document present, no time held twice, counters equal their recounts, every email delivered once (0 lost, 0 duplicates)',
  ].join('\n');
};
