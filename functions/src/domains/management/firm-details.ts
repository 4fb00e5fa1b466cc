import type { FirmDetails, FirmDetailsBody } from '@mizan/shared/schemas/management';
import { FIRM_DETAIL_FIELDS, getFirm, updateFirmDetails, type FirmRecord } from '../../db/firms';
import { ConflictError, NotFoundError } from '../../errors';
import { activityEntry, type ActivityOrigin } from '../../services/activity-log';
import { commit, plain } from '../../services/guarded-transaction';

/** The firm's details as the wire carries them: every field, empty when not set. */
const detailsOf = (firm: FirmRecord): FirmDetails => ({
  nom: firm.nom,
  ...(Object.fromEntries(FIRM_DETAIL_FIELDS.map((field) => [field, firm[field] ?? ''])) as Record<
    (typeof FIRM_DETAIL_FIELDS)[number],
    string
  >),
  version: firm.detailsVersion,
});

const read = async (structureId: string, consistent = false) => {
  const firm = await getFirm(structureId, consistent);
  if (!firm) throw new NotFoundError();
  return detailsOf(firm);
};

/**
 * The firm's details (Settings › Cabinet): read by its staff, replaced by an admin on the version
 * read (409 `firm_changed` when they changed since), the change in the firm's activity log in
 * the same transaction.
 */
export const firmDetails = {
  read,
  async update(origin: ActivityOrigin, { nom, version, ...details }: FirmDetailsBody) {
    await commit([
      {
        write: updateFirmDetails(origin.structureId, nom, details, version),
        onConditionFailure: () => new ConflictError('firm_changed', 'version', 'firm_changed'),
      },
      plain(activityEntry(origin, { kind: 'SETTINGS_CHANGED', subject: nom, precisions: ['firmDetails', 'updated'] })),
    ]);
    return read(origin.structureId, true);
  },
};
