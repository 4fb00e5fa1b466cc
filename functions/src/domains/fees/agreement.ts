import { isDeepStrictEqual } from 'node:util';
import type * as z from 'zod';
import type { agreementBody } from '@mizan/shared/schemas/fees';
import type { FeeAgreement } from '../../db/fee-agreements';
import type { HistoryChange } from '../../db/history';
import { getUsers } from '../../db/users';
import { ConflictError, ValidationError } from '../../errors';
import type { Caller } from '../../services/caller';
import { isClientCaller } from '../../services/dossier-access';
import { fieldError } from '../../services/field-error';
import type { Language } from '@mizan/shared/roles';

type AgreementBody = z.output<typeof agreementBody>;

/** 409 `agreement_changed`, on the version: the agreement was saved by someone else since it was read. */
export const agreementChanged = () => new ConflictError('agreement_changed', 'version', 'agreement_changed');

/** The agreement a save writes: the body's parts in centimes and basis points, by the caller, at the next version. */
export const agreementFrom = (dossierId: string, body: AgreementBody, caller: Caller, now: string): FeeAgreement => ({
  idDossier: dossierId,
  ...(body.horaire && {
    horaire: { taux: body.horaire.taux.map((rate) => ({ idUtilisateur: rate.idUtilisateur, centimes: rate.taux })) },
  }),
  ...(body.forfait && {
    forfait: {
      centimes: body.forfait.montant,
      echeances: body.forfait.echeances.map((i) => ({ libelle: i.libelle, centimes: i.montant, dateEcheance: i.dateEcheance })),
    },
  }),
  ...(body.resultat && {
    resultat: {
      basisPoints: body.resultat.pourcentage,
      ...(body.resultat.plancher !== undefined && { plancherCentimes: body.resultat.plancher }),
    },
  }),
  ...(body.conditions && { conditions: body.conditions }),
  version: body.version + 1,
  updatedAt: now,
  updatedBy: { id: caller.userId, name: caller.name },
});

/** Every rate names an active staff member of the firm (400 on the rate otherwise). */
export const checkRatePeople = async (structureId: string, agreement: FeeAgreement, language: Language) => {
  const ids = agreement.horaire?.taux.map((rate) => rate.idUtilisateur) ?? [];
  const staff = new Set(
    (await getUsers(structureId, ids))
      .filter((user) => !user.deletedAt && user.idRolUtilisateur !== 'CLT')
      .map((user) => user.idUtilisateur),
  );
  const errors = ids.flatMap((id, index) =>
    staff.has(id) ? [] : [fieldError(`horaire.taux.${index}.idUtilisateur`, 'rate_person_invalid', language)],
  );
  if (errors.length) throw new ValidationError(errors);
};

/** The parts of an agreement its history entry records, as data (the web words them). */
const PARTS = ['horaire', 'forfait', 'resultat', 'conditions'] as const;
export const agreementChanges = (before: FeeAgreement | undefined, after: FeeAgreement): HistoryChange[] =>
  PARTS.filter((part) => !isDeepStrictEqual(before?.[part] ?? null, after[part] ?? null)).map((part) => ({
    field: `convention.${part}`,
    before: before?.[part] ?? null,
    after: after[part] ?? null,
  }));

/**
 * The agreement as the API answers it (version 0 and no part before the first save). A client gets
 * no rate: they see that the dossier is billed by the hour, never what an hour costs.
 */
export const agreementView = async (structureId: string, dossierId: string, agreement: FeeAgreement | undefined, caller: Caller) => {
  const rates = isClientCaller(caller) ? [] : (agreement?.horaire?.taux ?? []);
  const names = new Map(
    (
      await getUsers(
        structureId,
        rates.map((rate) => rate.idUtilisateur),
      )
    ).map((u) => [u.idUtilisateur, `${u.prenom} ${u.nom}`]),
  );
  return {
    idDossier: dossierId,
    horaire: agreement?.horaire
      ? {
          taux: rates.map((rate) => ({
            idUtilisateur: rate.idUtilisateur,
            nom: names.get(rate.idUtilisateur) ?? '',
            tauxCentimes: rate.centimes,
          })),
        }
      : null,
    forfait: agreement?.forfait
      ? {
          montantCentimes: agreement.forfait.centimes,
          echeances: agreement.forfait.echeances.map((i) => ({
            libelle: i.libelle,
            montantCentimes: i.centimes,
            dateEcheance: i.dateEcheance,
          })),
        }
      : null,
    resultat: agreement?.resultat
      ? { pourcentageBasisPoints: agreement.resultat.basisPoints, plancherCentimes: agreement.resultat.plancherCentimes ?? null }
      : null,
    conditions: agreement?.conditions ?? null,
    version: agreement?.version ?? 0,
    modifiePar: agreement?.updatedBy.name ?? null,
    modifieLe: agreement?.updatedAt ?? null,
  };
};
