import * as z from 'zod';
import { id, isoDate, optionalText, requiredText } from '../validation.ts';
import { isDay } from './dossiers.ts';
import { page, pageQuery } from './paging.ts';

/**
 * Tasks (issue 31): the firm's internal work, never a client's to see. A task has a title, an
 * optional dossier (and the deadline it prepares), its assignee (a staff member of the firm; the
 * caller unless named), a due day (moved to the next working day when it falls on a closed day, as
 * deadlines are), a priority and a status.
 */
export const TASK_PRIORITIES = ['basse', 'normale', 'haute'] as const;
export const TASK_STATUSES = ['a_faire', 'en_cours', 'fait'] as const;
export type TaskStatus = (typeof TASK_STATUSES)[number];

const day = () => isoDate().refine(isDay, { error: 'date_invalid' });
const priority = () => z.enum(TASK_PRIORITIES, { error: 'invalid_value' });
const status = () => z.enum(TASK_STATUSES, { error: 'invalid_value' });

export const createTaskBody = z.object({
  titre: requiredText(200),
  description: optionalText(2000),
  idDossier: id().optional(),
  idEcheance: id().optional(),
  idAssigne: id().optional(),
  dateEcheance: day(),
  priorite: priority().default('normale'),
});

/** An edit: every field again, with the status and the `version` read (409 `task_changed` otherwise). */
export const updateTaskBody = createTaskBody.omit({ idDossier: true, idEcheance: true }).extend({
  statut: status(),
  version: z
    .number({ error: 'invalid_value' })
    .int({ error: 'invalid_value' })
    .min(1, { error: 'invalid_value' })
    .meta({ examples: [1] }),
});

export const commentBody = z.object({ texte: requiredText(2000) });

export const taskComment = z.object({ id: z.string(), idAuteur: z.string(), auteur: z.string(), date: z.string(), texte: z.string() });

export const task = z.object({
  id: z.string(),
  titre: z.string(),
  description: z.string().nullable(),
  idDossier: z.string().nullable(),
  /** The dossier's firm reference, when the task has a dossier. */
  refCabinet: z.string().nullable(),
  idEcheance: z.string().nullable(),
  idAssigne: z.string(),
  nomAssigne: z.string(),
  dateEcheance: z.string(),
  /** The day asked for, when it was closed and the due day moved to the next working day. */
  dateDemandee: z.string().nullable(),
  priorite: z.enum(TASK_PRIORITIES),
  statut: z.enum(TASK_STATUSES),
  /** Open and due before today (Africa/Casablanca). */
  enRetard: z.boolean(),
  commentaires: z.array(taskComment),
  idCreateur: z.string(),
  nomCreateur: z.string(),
  creeLe: z.string(),
  version: z.number().int(),
  /** May the reader delete it: its creator or an administrator. */
  supprimable: z.boolean(),
});

export const taskPage = page(task);
export const taskPageQuery = pageQuery;
/** The firm's tasks, optionally of one assignee, one status, one dossier. */
export const firmTasksQuery = pageQuery.extend({
  idAssigne: id().optional(),
  statut: status().optional(),
  idDossier: id().optional(),
});
export const taskCounts = z.object({ ouvertes: z.number().int(), enRetard: z.number().int() });

/**
 * Task templates per deadline type: the firm's administrators keep, for a deadline type, the tasks
 * to propose when a deadline of that type is added (a title, and how many working days before the
 * deadline it is due); the lawyer keeps or drops each, as chained deadlines are kept.
 */
export const MAX_TEMPLATE_TASKS = 10;
export const MAX_DAYS_BEFORE = 60;
export const templateTask = z.object({
  titre: requiredText(200),
  joursAvant: z
    .number({ error: 'invalid_value' })
    .int({ error: 'invalid_value' })
    .min(0, { error: 'invalid_value' })
    .max(MAX_DAYS_BEFORE, { error: 'invalid_value' })
    .meta({ examples: [2] }),
});
export const taskTemplateBody = z.object({
  taches: z.array(templateTask, { error: 'invalid_value' }).max(MAX_TEMPLATE_TASKS, { error: 'too_long' }),
});
export const taskTemplate = taskTemplateBody.extend({ idTypeEcheance: z.string() });
/** The kept titles of the deadline type's template (none: every proposal dropped). */
export const tasksFromDeadlineBody = z.object({
  titres: z.array(requiredText(200), { error: 'invalid_value' }).max(MAX_TEMPLATE_TASKS, { error: 'too_long' }),
});
