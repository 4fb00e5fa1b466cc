import { beforeAll, describe, expect, it } from 'vitest';
import { errorEnvelopeSchema } from '@mizan/shared/errors';
import type { ObjectKind, RouteDef } from '@mizan/shared/route';
import { routeDef, routeNames, type RouteName } from '@mizan/shared/routes';
import { validInput } from './examples';
import { signIn } from '../support/accounts';
import { BODIES, ENDS_SESSIONS, HEADERS, NOT_FOR_LAWYERS, objectFor, OBJECTS, type Relation } from './fixtures';
import { expiredToken, forgedToken, inPool, send } from './support';
import { buildWorld, forbiddenFor, type Person, type World } from './world';

/**
 * The access harness, generated from the route table: every route × caller × object, each answer
 * checked against what the route's roles and scope imply, and every successful answer searched for
 * the ids and references of objects the caller may not see (a leak).
 */

/** A caller: how they authenticate, and who they are (a visitor without a valid token uses firm A's admin's credentials). */
type Caller = { label: string; token: string | undefined; valid: boolean; person: Person; mine: World; other: World };
type Expected = number | 'reachable';
type Check = { name: RouteName; route: RouteDef; caller: Caller; relation?: Relation };

const CONCURRENCY = 8;
const all = routeNames.map((name) => ({ name, route: routeDef(name) }));
const kindOf = (route: RouteDef): ObjectKind | undefined =>
  route.roles !== 'public' && typeof route.scope === 'object' ? route.scope.object : undefined;

/** May the caller see an object of the kind that stands in this relation to them? */
const sees = (kind: ObjectKind, person: Person, relation: Relation) => {
  if (relation === 'otherFirm') return false;
  if (relation === 'own') return true;
  switch (kind) {
    case 'dossier':
    case 'deadline':
    case 'document':
    case 'invoice':
    case 'appointment':
    case 'staff':
      return person.role !== 'CLT';
    case 'person':
      return person.role === 'ADMIN';
    default:
      return true;
  }
};

/** What the route's declaration implies for this caller and object. */
const expected = ({ name, route, caller, relation }: Check): Expected => {
  if (route.roles === 'public') return 'reachable';
  if (!caller.valid) return 401;
  if (!route.roles.includes(caller.person.role)) return 403;
  if (NOT_FOR_LAWYERS.has(name) && caller.person === caller.mine.user) return 403;
  const kind = kindOf(route);
  if (kind && relation && !sees(kind, caller.person, relation)) return 404;
  return route.status ?? 200;
};

const failures = new Map<RouteName, string[]>(all.map(({ name }) => [name, []]));
const leaks: string[] = [];
let checks: Check[] = [];

const describeCheck = ({ name, caller, relation }: Check) => `${name} as ${caller.label}${relation ? ` on ${relation}` : ''}`;

/** The call reaches a built handler of the firm's that may change something (then it gets an object of its own). */
const changes = (check: Check) => {
  const want = expected(check);
  return check.route.method !== 'GET' && typeof want === 'number' && ![401, 403].includes(want);
};

const run = async (check: Check) => {
  const { name, route, caller, relation } = check;
  const want = expected(check);
  const kind = kindOf(route);
  const place = { caller: caller.person, mine: caller.mine, other: caller.other };
  const object = kind && relation ? await objectFor(kind, { ...place, relation }, { route: name, fresh: changes(check) }) : undefined;
  const input = validInput(route, { caller: caller.person, object });
  const body = changes(check) && BODIES[name];
  if (body) input.body = { ...(input.body as object), ...body({ ...place, relation: relation ?? 'own' }) };
  const answer = await send(route, input, caller.token, HEADERS[name]?.(caller.person));
  const problems: string[] = [];
  const ok = want === 'reachable' ? answer.status < 500 && answer.status !== 401 && answer.status !== 403 : answer.status === want;
  if (!ok) problems.push(`expected ${want}, got ${answer.status}`);
  if (answer.status >= 400) {
    const envelope = errorEnvelopeSchema.safeParse(answer.body);
    if (!envelope.success || envelope.data.statusCode !== answer.status) problems.push('not the error envelope');
  } else if (!route.response.safeParse(answer.body).success) problems.push('answer not of the declared response shape');
  // Successful answers above all, but an error's details must not name another's object either.
  const seen = forbiddenFor(caller.person).filter((value) => answer.text.includes(value));
  if (seen.length) leaks.push(`${describeCheck(check)} (${answer.status}): ${seen.join(', ')}`);
  if (problems.length) failures.get(name)!.push(`${describeCheck(check)}: ${problems.join('; ')} — ${answer.text.slice(0, 300)}`);
};

beforeAll(async () => {
  const [a, b] = await Promise.all([buildWorld('Alpha'), buildWorld('Beta')]);
  const inA = (label: string, person: Person): Caller => ({ label, token: person.token, valid: true, person, mine: a, other: b });
  const visitor = (label: string, token: string | undefined): Caller => ({ ...inA(label, a.admin), token, valid: false });
  const callers: Caller[] = [
    visitor('no token', undefined),
    visitor('a forged token', forgedToken()),
    visitor('an expired token', expiredToken()),
    inA('ADMIN', a.admin),
    inA('USER', a.user),
    inA('EDITOR', a.editor),
    inA('CLT of D1', a.clients[0]),
    inA('CLT of D2', a.clients[1]),
    { label: 'ADMIN of firm B', token: b.admin.token, valid: true, person: b.admin, mine: b, other: a },
  ];
  checks = all.flatMap(({ name, route }) => {
    const kind = kindOf(route);
    const relations: (Relation | undefined)[] = kind ? [...OBJECTS[kind].relations] : [undefined];
    return callers.flatMap((caller) => relations.map((relation) => ({ name, route, caller, relation })));
  });
  const attempt = async (check: Check) => {
    try {
      await run(check);
    } catch (error) {
      failures.get(check.name)!.push(`${describeCheck(check)}: ${(error as Error).message}`);
    }
  };
  /** A check that ends its caller's sessions gets a session of its own (the one before may have been ended). */
  const attemptAlone = async (check: Check) => {
    const { caller } = check;
    const token = caller.valid ? (await signIn(caller.person.email, caller.person.password)).token : caller.token;
    await attempt({ ...check, caller: { ...caller, token } });
  };
  // Calls that change a firm run one at a time in that firm (its concurrent edits may rightly
  // conflict: 409), the two firms side by side; the rest run together.
  const firmOf = (check: Check) => (check.relation === 'otherFirm' ? check.caller.other : check.caller.mine).name;
  const ending = checks.filter((check) => ENDS_SESSIONS.has(check.name));
  const writes = checks.filter((check) => changes(check) && !ending.includes(check));
  const lanes = [...new Set(writes.map(firmOf))].map((firm) => writes.filter((check) => firmOf(check) === firm));
  await Promise.all([
    ...lanes.map((lane) => inPool(lane, 1, attempt)),
    inPool(
      checks.filter((check) => !changes(check) && !ending.includes(check)),
      CONCURRENCY - lanes.length,
      attempt,
    ),
  ]);
  // Last, one at a time: sign-out and password changes end their callers' sessions.
  await inPool(ending, 1, attemptAlone);
}, 600_000);

describe('the access harness', () => {
  it.each(all.map(({ name }) => name))('%s answers every caller and object as its roles and scope imply', (name) => {
    expect(failures.get(name)).toEqual([]);
  });

  it('never answers an object of another', () => {
    console.log(`access matrix: ${checks.length} checks, ${leaks.length} leaks`);
    expect(checks.length).toBeGreaterThan(all.length * 9);
    expect(leaks).toEqual([]);
  });
});
