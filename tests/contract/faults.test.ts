import {
  BatchGetItemCommand,
  DynamoDBClient,
  type BatchGetItemCommandOutput,
  ScanCommand,
  type AttributeValue,
} from '@aws-sdk/client-dynamodb';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { errorEnvelopeSchema } from '@mizan/shared/errors';
import type { RouteDef } from '@mizan/shared/route';
import { routeDef, routeNames, type RouteName } from '@mizan/shared/routes';
import { emailsTo, type SentEmail } from '../support/mailbox';
import { validInput } from './examples';
import { BODIES, ENDS_SESSIONS, objectFor } from './fixtures';
import { jobsIdle, send, tableWritesAfter, type Answer } from './support';
import { buildWorld, invitedStaff, type Person, type World } from './world';

/**
 * The fault suite, generated from the route table like the harnesses: every route that writes
 * (every method but GET) is called, with a valid input about an object of its own, while one
 * dependency fails (infra/local/faults.ts: the table throttling or unavailable, storage, the
 * identity provider, mail). Each answer is its usual one or a 503 with `Retry-After` and the
 * envelope, never another 5xx; an answer that is not a success leaves the table as it was (no
 * partial write). While the table fails nothing can reach it, so every route is sent at once under each of its faults
 * (the SDKs' back-off before each retry is most of such a call's time); under the other faults the routes go one at a
 * time, so that a change is the route's own. Mail failing never fails a request: emails wait in the outbox. At the end, with
 * every fault cleared, the outbox empties and each of its emails is in the mailbox exactly once.
 */
type Fault = Record<string, string>;
const FAULTS: Fault[] = [
  { table: 'throttle' },
  { table: 'unavailable' },
  { storage: 'unavailable' },
  { identity: 'unavailable' },
  { mail: 'unavailable' },
];
const TABLE_FAULTS = FAULTS.filter((fault) => fault.table);
const ONE_AT_A_TIME = FAULTS.filter((fault) => !fault.table);
const label = (fault: Fault) => Object.entries(fault).map(([name, mode]) => `${name} ${mode}`)[0]!;
const writes = routeNames.filter((name) => routeDef(name).method !== 'GET');

const setFaults = async (faults: Fault | 'clear') => {
  const url = `${inject('faultsUrl')}/_control/faults${faults === 'clear' ? '/clear' : ''}`;
  const response = await fetch(url, { method: 'POST', body: faults === 'clear' ? undefined : JSON.stringify(faults) });
  if (!response.ok) throw new Error(`fault switch answered ${response.status}: ${await response.text()}`);
};

let client: DynamoDBClient | undefined;
const dynamo = () => {
  const env = inject('env');
  return (client ??= new DynamoDBClient({
    endpoint: env.AWS_ENDPOINT_URL_DYNAMODB,
    region: env.AWS_REGION,
    credentials: { accessKeyId: env.AWS_ACCESS_KEY_ID, secretAccessKey: env.AWS_SECRET_ACCESS_KEY },
  }));
};

type Row = Record<string, AttributeValue>;
const SEGMENTS = 4;
const scanAll = async (): Promise<Row[]> => {
  const segment = async (n: number) => {
    const rows: Row[] = [];
    let start: Row | undefined;
    do {
      const page = await dynamo().send(
        new ScanCommand({ TableName: inject('env').TABLE_NAME, Segment: n, TotalSegments: SEGMENTS, ExclusiveStartKey: start }),
      );
      rows.push(...(page.Items ?? []));
      start = page.LastEvaluatedKey;
    } while (start);
    return rows;
  };
  return (await Promise.all(Array.from({ length: SEGMENTS }, (_, n) => segment(n)))).flat();
};

const isOutbox = (row: Row) => row.type?.S === 'OUTBOX';
/** An item as the suite compares it; an outbox item by its key only (the worker delivers it meanwhile). */
const contentOf = (row: Row) => (isOutbox(row) ? 'OUTBOX' : JSON.stringify(row));
const keyText = (key: Row) => `${key.pk!.S}|${key.sk!.S}`;

/**
 * The table as the suite last read it (key → content), kept true by reading again the items the
 * fault proxy saw a write request for (infra/local/faults.ts): every request of the handlers
 * passes through it, so an item it saw no write for is as it was. One scan at the start.
 */
const mirror = new Map<string, string>();
let writesRead = 0;

const notedWrites = async () => (await tableWritesAfter(writesRead)) as { count: number; keys: Row[] };

const readItems = async (keys: Row[]) => {
  const rows: Row[] = [];
  for (let start = 0; start < keys.length; start += 100) {
    let wanted: Row[] | undefined = keys.slice(start, start + 100);
    while (wanted?.length) {
      const table: string = inject('env').TABLE_NAME;
      const page: BatchGetItemCommandOutput = await dynamo().send(
        new BatchGetItemCommand({ RequestItems: { [table]: { Keys: wanted, ConsistentRead: true } } }),
      );
      rows.push(...(page.Responses?.[table] ?? []));
      wanted = page.UnprocessedKeys?.[table]?.Keys;
    }
  }
  return rows;
};

const startMirror = async () => {
  writesRead = (await notedWrites()).count;
  for (const row of await scanAll()) mirror.set(keyText(row), contentOf(row));
};

/** Brings the mirror up to date and answers what changed since it last was: `added`, `removed` or `changed` and the key. */
const catchUp = async () => {
  const { count, keys } = await notedWrites();
  writesRead = count;
  const unique = [...new Map(keys.map((key) => [keyText(key), key])).values()];
  const now = new Map((await readItems(unique)).map((row) => [keyText(row), contentOf(row)]));
  const changes: string[] = [];
  for (const key of unique.map(keyText)) {
    const [before, after] = [mirror.get(key), now.get(key)];
    if (before === after) continue;
    changes.push(`${before === undefined ? 'added' : after === undefined ? 'removed' : 'changed'} ${key}`);
    if (after === undefined) mirror.delete(key);
    else mirror.set(key, after);
  }
  return changes;
};

let world: World;
const problems: string[] = [];
let calls = 0;
const unavailable = new Map<string, number>();

const callerOf = (route: RouteDef): Person => {
  const people = [world.admin, world.user, world.clients[0]];
  return route.roles === 'public' ? world.admin : people.find((person) => (route.roles as readonly string[]).includes(person.role))!;
};

/** One call as it will be sent under `fault`: its caller and input, made while nothing fails. */
type Call = { name: RouteName; caller: Person; input: ReturnType<typeof validInput> };

const prepare = async (name: RouteName, fault: Fault): Promise<Call> => {
  const route = routeDef(name);
  // Sign-out and a password change end every session of their caller: a member of their own.
  const caller = ENDS_SESSIONS.has(name) ? await invitedStaff(world.admin, 'ASSISTANT', 'Session') : callerOf(route);
  const kind = route.roles !== 'public' && typeof route.scope === 'object' ? route.scope.object : undefined;
  const place = { caller, relation: 'own' as const, mine: world, other: world };
  // Nothing reaches the table while it fails: the shared object serves; other faults get an object of their own.
  const object = kind && (await objectFor(kind, place, { route: name, fresh: !fault.table }));
  const input = validInput(route, { caller, object });
  const body = BODIES[name];
  if (body) input.body = { ...(input.body as object), ...body(place) };
  return { name, caller, input };
};

const sendCall = ({ name, caller, input }: Call) => {
  const route = routeDef(name);
  return send(route, input, route.roles === 'public' ? undefined : caller.token);
};

/** Notes what is wrong with an answer under `fault`: a 5xx but 503, a 503 without the envelope, mail failing a request. */
const judge = (name: RouteName, fault: Fault, answer: Answer) => {
  calls++;
  const where = `${name} with ${label(fault)}`;
  if (answer.status >= 500 && answer.status !== 503) problems.push(`${where}: answered ${answer.status} — ${answer.text.slice(0, 200)}`);
  if (answer.status === 503) {
    unavailable.set(label(fault), (unavailable.get(label(fault)) ?? 0) + 1);
    const envelope = errorEnvelopeSchema.safeParse(answer.body);
    if (!envelope.success || envelope.data.error !== 'service_unavailable') problems.push(`${where}: 503 without the envelope`);
  }
  if (fault.mail && answer.status >= 500) problems.push(`${where}: mail failing failed the request (${answer.status})`);
};

/** Runs `act` with `fault` set, from a table the mirror knows; answers what it answered and what changed in the table. */
const whileFailing = async <T>(fault: Fault, act: () => Promise<T>) => {
  // A job an earlier route queued (a document's text, an import's rows) writes outside any request: done before this one.
  await jobsIdle();
  await catchUp();
  await setFaults(fault);
  let answered: T;
  try {
    answered = await act();
  } finally {
    await setFaults('clear');
  }
  return { answered, changed: await catchUp() };
};

/**
 * While the table fails, no request can write to it, so every write route is sent at once (the SDK's back-off
 * before each retry is most of a call's time); any change to the table then is a partial write.
 */
const allUnderTableFault = async (fault: Fault) => {
  const prepared = await Promise.all(writes.map((name) => prepare(name, fault)));
  const { answered, changed } = await whileFailing(fault, () => Promise.all(prepared.map(sendCall)));
  answered.forEach((answer, index) => judge(prepared[index]!.name, fault, answer));
  if (changed.length) problems.push(`the table, with ${label(fault)}: written ${changed.slice(0, 5).join(', ')}`);
};

/** One route under a fault that lets other requests write: any change after a refusal is its partial write. */
const underFault = async (name: RouteName, fault: Fault) => {
  const call = await prepare(name, fault);
  const { answered, changed } = await whileFailing(fault, () => sendCall(call));
  judge(name, fault, answered);
  if (answered.status >= 400 && changed.length)
    problems.push(`${name} with ${label(fault)}: answered ${answered.status} and wrote ${changed.slice(0, 5).join(', ')}`);
};

const retryAfterOf = async (fault: Fault) => {
  await setFaults(fault);
  try {
    return await fetch(`${inject('apiUrl')}/api/Account/me`, { headers: { authorization: `Bearer ${world.admin.token}` } });
  } finally {
    await setFaults('clear');
  }
};

let suiteStart: number;
beforeAll(async () => {
  suiteStart = Date.now();
  world = await buildWorld('Faults');
  await startMirror();
}, 120_000);
afterAll(() => setFaults('clear'));

describe('the fault suite', () => {
  it.each(TABLE_FAULTS.map(label))('answers a %s with 503, Retry-After and the envelope', async (name) => {
    const response = await retryAfterOf(FAULTS.find((f) => label(f) === name)!);
    expect(response.status).toBe(503);
    expect(Number(response.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(errorEnvelopeSchema.parse(await response.json())).toMatchObject({ statusCode: 503, error: 'service_unavailable' });
  });

  it.each(TABLE_FAULTS.map(label))('every write route answers as usual or 503 with the %s, and writes nothing', async (name) => {
    const before = problems.length;
    await allUnderTableFault(TABLE_FAULTS.find((fault) => label(fault) === name)!);
    expect(problems.slice(before)).toEqual([]);
  });

  it.each(writes)('%s writes all or nothing when storage, identity or mail fail', async (name) => {
    const before = problems.length;
    for (const fault of ONE_AT_A_TIME) await underFault(name, fault);
    expect(problems.slice(before)).toEqual([]);
  });

  it('loses no email: with the faults cleared the outbox empties and each email is in the mailbox once', async () => {
    console.log(`faults: ${calls} calls over ${writes.length} write routes and ${FAULTS.length} faults`);
    expect(calls).toBe(writes.length * FAULTS.length);
    // each fault bit some route (a switch that failed nothing would prove nothing); mail failing, none
    const bitten = Object.fromEntries(FAULTS.map((fault) => [label(fault), (unavailable.get(label(fault)) ?? 0) > 0]));
    expect(bitten).toEqual({
      'table throttle': true,
      'table unavailable': true,
      'storage unavailable': true,
      'identity unavailable': true,
      'mail unavailable': false,
    });
    // This suite's emails: the stack also holds earlier suites', some stamped days ahead by a test
    // that moved the handlers' clock (created and due then).
    const checkStart = Date.now();
    const ours = (row: Row) => {
      const created = Date.parse(row.createdAt?.S ?? '');
      return created >= suiteStart && created <= checkStart;
    };
    const waiting = (rows: Row[]) => rows.filter((row) => ours(row) && row.state?.S !== 'SENT');
    const deadline = Date.now() + 45_000;
    let outbox = (await scanAll()).filter(isOutbox);
    while (waiting(outbox).length && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 500));
      outbox = (await scanAll()).filter(isOutbox);
    }
    const described = waiting(outbox).map(
      (row) =>
        `${row.subject?.S} to ${row.to?.S}: due ${row.dueAt?.S}, ${row.attempts?.N} attempts, lease ${row.lease?.S}, ${row.lastError?.S}`,
    );
    expect(described.slice(0, 10), `${described.length} outbox items still waiting`).toEqual([]);
    const ids = outbox.filter(ours).map((row) => row.messageId?.S);
    expect(ids.length).toBeGreaterThan(0);
    expect(ids.every(Boolean)).toBe(true);
    const mailbox: SentEmail[] = await emailsTo('');
    const delivered = new Map<string, number>();
    for (const email of mailbox) delivered.set(email.messageId, (delivered.get(email.messageId) ?? 0) + 1);
    expect(
      ids.filter((id) => delivered.get(id!) !== 1),
      'outbox items not in the mailbox exactly once',
    ).toEqual([]);
    // Every email sent since the suite began is an outbox item's, ours or not (one queued by a job
    // after checkStart, say): read the items again once the mailbox is read, as long as the worker
    // may still be recording the last deliveries.
    const sentSince = mailbox.filter((email) => email.at >= Math.floor(suiteStart / 1000));
    const outside = async () => {
      const queued = new Set((await scanAll()).filter(isOutbox).map((row) => row.messageId?.S));
      return sentSince.filter((email) => !queued.has(email.messageId));
    };
    let unrecorded = await outside();
    for (const until = Date.now() + 10_000; unrecorded.length && Date.now() < until; unrecorded = await outside())
      await new Promise((resolve) => setTimeout(resolve, 500));
    expect(
      unrecorded.map((email) => `${email.subject} to ${email.destination.to.join(', ')} at ${new Date(email.at * 1000).toISOString()}`),
      'emails sent outside the outbox',
    ).toEqual([]);
  }, 60_000);
});
