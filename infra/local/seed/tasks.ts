import { expectStatus, type SeedModule } from './types';
import { dossierId, staffSessions } from './lookups';

type Person = 'admin' | 'salma' | 'khadija';
type Status = 'a_faire' | 'en_cours' | 'fait';
type DemoTask = {
  by: Person;
  to: Person;
  titre: string;
  dossier?: string;
  dueInDays: number;
  priorite: 'basse' | 'normale' | 'haute';
  statut: Status;
  comment?: string;
};

/**
 * Tasks in each state for each staff member, some given by a colleague (whose email is then in
 * the mailbox), some on a dossier, one overdue each, so that "Mes tâches", the firm's view and the
 * dashboard's counts have something to show.
 */
const TASKS: DemoTask[] = [
  {
    by: 'admin',
    to: 'salma',
    titre: 'Préparer les conclusions en réponse',
    dossier: '2026/1201/145',
    dueInDays: -2,
    priorite: 'haute',
    statut: 'a_faire',
  },
  {
    by: 'salma',
    to: 'salma',
    titre: "Relancer M. Tazi pour l'échéancier",
    dossier: '2026/1201/145',
    dueInDays: 3,
    priorite: 'normale',
    statut: 'en_cours',
    comment: 'Message laissé au secrétariat, à rappeler jeudi.',
  },
  {
    by: 'salma',
    to: 'salma',
    titre: 'Calculer les indemnités de licenciement',
    dossier: '2026/0954/031',
    dueInDays: -5,
    priorite: 'normale',
    statut: 'fait',
  },
  {
    by: 'admin',
    to: 'khadija',
    titre: 'تحضير نسخ وثائق الملف للجلسة',
    dossier: '2026/1187/092',
    dueInDays: -1,
    priorite: 'haute',
    statut: 'a_faire',
  },
  {
    by: 'salma',
    to: 'khadija',
    titre: 'Confirmer le rendez-vous avec le client',
    dossier: '2025/0412/118',
    dueInDays: 1,
    priorite: 'normale',
    statut: 'en_cours',
    comment: 'Le client préfère le matin.',
  },
  { by: 'khadija', to: 'khadija', titre: 'Commander les fournitures du cabinet', dueInDays: -3, priorite: 'basse', statut: 'fait' },
  {
    by: 'admin',
    to: 'admin',
    titre: 'Relire la requête avant dépôt',
    dossier: '2026/1187/092',
    dueInDays: -1,
    priorite: 'haute',
    statut: 'a_faire',
  },
  { by: 'khadija', to: 'admin', titre: 'Signer les notes de frais du mois', dueInDays: 2, priorite: 'normale', statut: 'en_cours' },
  { by: 'admin', to: 'admin', titre: 'Renouveler la cotisation au barreau', dueInDays: -10, priorite: 'basse', statut: 'fait' },
];

/** The day `days` after today (before it when negative). */
const day = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/** The tasks a new hearing (AUD) or document sending (DOC) proposes, as the firm's administrator set them in Settings. */
const TEMPLATES = {
  AUD: [
    { titre: 'Préparer le dossier', joursAvant: 2 },
    { titre: 'Confirmer avec le client', joursAvant: 1 },
  ],
  DOC: [{ titre: 'Rassembler les pièces à envoyer', joursAvant: 1 }],
};

/**
 * The demo tasks, through the tasks routes as the screens send them (created, commented, then
 * moved to their state), and the firm's task templates.
 */
export const tasks: SeedModule = {
  name: 'tasks',
  accounts: [],
  async run(ctx) {
    const sessions = await staffSessions(ctx);
    const headers = { 'accept-language': 'fr' };
    const dossierIds = new Map<string, string>();
    const idOf = async (refCabinet: string) => {
      if (!dossierIds.has(refCabinet)) dossierIds.set(refCabinet, await dossierId(ctx, sessions.admin.token, refCabinet));
      return dossierIds.get(refCabinet)!;
    };
    for (const demo of TASKS) {
      const token = sessions[demo.by].token;
      const created = await ctx.api<{
        id: string;
        version: number;
        titre: string;
        idAssigne: string;
        dateEcheance: string;
        priorite: string;
      }>('tasks.create', {
        token,
        headers,
        body: {
          titre: demo.titre,
          idAssigne: sessions[demo.to].id,
          dateEcheance: day(demo.dueInDays),
          priorite: demo.priorite,
          ...(demo.dossier && { idDossier: await idOf(demo.dossier) }),
        },
      });
      expectStatus(created, [201], `creating the task ${demo.titre}`);
      const task = created.body;
      if (demo.comment) {
        const commented = await ctx.api('tasks.comment', { token, headers, params: { id: task.id }, body: { texte: demo.comment } });
        expectStatus(commented, [201], `commenting the task ${demo.titre}`);
      }
      if (demo.statut === 'a_faire') continue;
      const { id, version, titre, idAssigne, dateEcheance, priorite } = task;
      const moved = await ctx.api('tasks.update', {
        token: sessions[demo.to].token,
        headers,
        params: { id },
        body: { titre, idAssigne, dateEcheance, priorite, statut: demo.statut, version },
      });
      expectStatus(moved, [200], `moving the task ${demo.titre}`);
    }
    for (const [type, taches] of Object.entries(TEMPLATES)) {
      const set = await ctx.api('tasks.setTemplate', { token: sessions.admin.token, headers, params: { id: type }, body: { taches } });
      expectStatus(set, [200], `setting the tasks ${type} proposes`);
    }
  },
};
