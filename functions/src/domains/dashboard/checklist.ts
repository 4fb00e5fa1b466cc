import { CHECKLIST_STEPS, type ChecklistStep } from '@mizan/shared/schemas/dashboard';
import { clock } from '../../adapters/clock';
import { hasAvailability } from '../../db/availabilities';
import { queryList } from '../../db/dossier-lists';
import { closeChecklist, getFirm } from '../../db/firms';
import { listUsers } from '../../db/users';
import { NotFoundError } from '../../errors';

const CLOSED = { steps: [] };

/**
 * The new firm's checklist, each step done by doing it: a colleague invited (another staff record),
 * an availability window of anyone, a first dossier, the firm's address and phone. Once the firm's
 * item says it is closed, one GetItem answers; the read that finds every step done closes it, so
 * the block never comes back (an admin can also dismiss it).
 */
export const firmChecklist = async (structureId: string) => {
  const firm = await getFirm(structureId);
  if (!firm) throw new NotFoundError();
  if (firm.checklistClosedAt) return CLOSED;
  const [users, availability, dossiers] = await Promise.all([
    listUsers(structureId),
    hasAvailability(structureId),
    queryList(structureId, {}, 1),
  ]);
  const done: Record<ChecklistStep, boolean> = {
    colleague: users.filter((u) => !u.deletedAt && u.idRolUtilisateur !== 'CLT').length > 1,
    availability,
    dossier: dossiers.ids.length > 0,
    firmDetails: Boolean(firm.adresse && firm.phone),
  };
  if (CHECKLIST_STEPS.every((step) => done[step])) {
    await closeChecklist(structureId, clock.nowIso());
    return CLOSED;
  }
  return { steps: CHECKLIST_STEPS.map((step) => ({ step, done: done[step] })) };
};

/** The admin dismisses the checklist for good. */
export const dismissFirmChecklist = async (structureId: string) => {
  await closeChecklist(structureId, clock.nowIso());
  return CLOSED;
};
