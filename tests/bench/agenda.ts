import type { Item } from '../../functions/src/adapters/table';
import { newId } from '../../functions/src/db/keys';
import { putTask, type Task } from '../../functions/src/db/tasks';
import { userItem, type User } from '../../functions/src/db/users';
import { plusDays, weekOf } from '../../functions/src/services/agenda';
import type { Stack } from '../../infra/local/stack';
import { dossierItems, putOf } from './court';
import { lawyerFirm, writer } from './dossiers';
import { ratioRow, sideBySide } from './stats';

/**
 * Agenda bench (issue 31): a firm of `lawyers` lawyers with `large` dossiers against one with
 * `small`, each with the same six weeks ahead: per lawyer 3 dossiers with a court hearing, an
 * open deadline and an appointment in the range; every other dossier has them months later and
 * an open task of a colleague. The measured lawyer (the firm's registrant, its administrator) has
 * 20 open tasks in both firms, and in the large one a done task per 20 dossiers besides.
 * Measured side by side, p50 within 1.2×: the calendar's six weeks of the whole firm and of the
 * lawyer, and "Mes tâches". The colleagues are written as the table's user items (the agenda reads
 * those; they never sign in), the rest as the API writes it, in batches.
 */
export type AgendaBenchOptions = { stack: Stack; large?: number; small?: number; lawyers?: number; requests?: number };

/** Per lawyer, dossiers whose hearing, deadline and appointment fall in the measured range. */
const IN_RANGE_PER_LAWYER = 3;
const OPEN_TASKS = 20;

const colleague = (structureId: string, n: number): User => ({
  idUtilisateur: newId(),
  idStructure: structureId,
  idTypeUtilisateur: 'AVOCAT',
  idRolUtilisateur: 'USER',
  nom: 'Bench',
  prenom: `Avocat ${n}`,
  email: `bench.agenda.${n}.${structureId.toLowerCase()}@bench.ma`,
  actif: true,
  createdAt: new Date().toISOString(),
});

const task = (assignee: string, creator: string, due: string, statut: Task['statut'], idDossier?: string): Task => ({
  id: newId(),
  titre: 'Préparer le dossier',
  ...(idDossier && { idDossier }),
  idAssigne: assignee,
  nomAssigne: 'Bench Avocat',
  dateEcheance: due,
  priorite: 'normale',
  statut,
  commentaires: [],
  idCreateur: creator,
  nomCreateur: 'Bench Avocat',
  createdAt: new Date().toISOString(),
  version: 1,
});

export const runAgendaBench = async ({ stack, large = 40_000, small = 100, lawyers = 20, requests = 100 }: AgendaBenchOptions) => {
  const write = writer(stack.env);
  const from = plusDays(weekOf(new Date()).monday, 7);
  const to = plusDays(from, 41);
  const firm = async (label: string, count: number) => {
    const f = await lawyerFirm(stack.url, label);
    const colleagues = Array.from({ length: lawyers - 1 }, (_, n) => colleague(f.structureId, n));
    const people = [f.userId, ...colleagues.map((c) => c.idUtilisateur)];
    const items: Item[] = colleagues.map(userItem);
    for (let n = 0; n < OPEN_TASKS; n++)
      items.push(...putOf(putTask(f.structureId, task(f.userId, f.userId, plusDays(from, n), 'a_faire'))));
    for (let n = 0; n < count; n++) {
      const inRange = n < lawyers * IN_RANGE_PER_LAWYER;
      const lawyer = people[n % lawyers]!;
      const day = inRange ? plusDays(from, n % 42) : plusDays(to, 30 + (n % 300));
      const [dossier, ...rest] = dossierItems(f.structureId, lawyer, n, day, day);
      items.push(dossier!, ...rest);
      if (inRange) continue;
      const other = people[1 + (n % (lawyers - 1))]!;
      items.push(...putOf(putTask(f.structureId, task(other, f.userId, day, 'a_faire', String(dossier!.id)))));
      if (n % 20 === 0) items.push(...putOf(putTask(f.structureId, task(f.userId, f.userId, day, 'fait', String(dossier!.id)))));
    }
    await write(items);
    return f;
  };
  const firms = { large: await firm('agenda-large', large), small: await firm('agenda-small', small) };
  const paths = {
    'agenda, the whole firm': `/api/Calendar/agenda?dateDebut=${from}&dateFin=${to}&all=true`,
    'agenda, the lawyer': `/api/Calendar/agenda?dateDebut=${from}&dateFin=${to}`,
    'Mes tâches': '/api/Taches/mes-taches',
  };
  const get = async (scenario: 'large' | 'small', path: string) => {
    const res = await fetch(new URL(path, stack.url), { headers: { authorization: `Bearer ${firms[scenario].token}` } });
    if (res.status !== 200) throw new Error(`${path} answered ${res.status}: ${await res.text()}`);
    return (await res.json()) as { events?: { kind: string }[]; items?: unknown[] };
  };
  // Both firms answer the same: the range's events of 20 lawyers (or of one), the lawyer's open tasks.
  for (const path of Object.values(paths)) {
    const [a, b] = [await get('large', path), await get('small', path)];
    const size = (answer: typeof a) => (answer.events ?? answer.items)!.length;
    if (size(a) !== size(b) || !size(a)) throw new Error(`${path}: ${size(a)} results in the large firm, ${size(b)} in the small one`);
  }
  console.log(
    `\nAgenda bench: a firm of ${lawyers} lawyers with ${large} dossiers against one with ${small}, the same six weeks (${from} to ${to})`,
  );
  console.log('\n| call | large p50 | large p95 | small p50 | small p95 | ratio p50 | target |');
  console.log('|---|---|---|---|---|---|---|');
  for (const [label, path] of Object.entries(paths))
    console.log(ratioRow(label, await sideBySide(async (scenario) => void (await get(scenario, path)), { requests, concurrency: 4 })));
};
