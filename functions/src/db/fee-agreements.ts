import { table, type TransactItem } from '../adapters/table';
import { dossierPk } from './dossiers';

/**
 * A dossier's fee agreement (convention d'honoraires): one item `CONVENTION` in the dossier's
 * partition, any combination of an hourly part (rates per person for this dossier), a flat fee
 * (with its instalments) and a success fee, amounts in whole centimes and the percentage in basis
 * points. Each save raises `version` (the first save writes 1) and is conditional on the version
 * read, so two saves from the same read cannot both land.
 */
export type FeeAgreement = {
  idDossier: string;
  horaire?: { taux: { idUtilisateur: string; centimes: number }[] };
  forfait?: { centimes: number; echeances: { libelle: string; centimes: number; dateEcheance: string }[] };
  resultat?: { basisPoints: number; plancherCentimes?: number };
  conditions?: string;
  version: number;
  updatedAt: string;
  updatedBy: { id: string; name: string };
};

const agreementKey = (structureId: string, dossierId: string) => ({ pk: dossierPk(structureId, dossierId), sk: 'CONVENTION' });

/** The dossier's agreement, or undefined before the first save. */
export const getAgreement = async (structureId: string, dossierId: string, consistent = false): Promise<FeeAgreement | undefined> => {
  const item = await table.get(agreementKey(structureId, dossierId), { consistent });
  if (!item) return undefined;
  const { pk: _pk, sk: _sk, type: _type, ...agreement } = item;
  return agreement as unknown as FeeAgreement;
};

/** The agreement written over the one read at `readVersion` (0: none yet), for one transaction. */
export const putAgreement = (structureId: string, agreement: FeeAgreement, readVersion: number): TransactItem => ({
  Put: {
    Item: { ...agreementKey(structureId, agreement.idDossier), type: 'FEE_AGREEMENT', ...agreement },
    ...(readVersion === 0
      ? { ConditionExpression: 'attribute_not_exists(pk)' }
      : { ConditionExpression: 'version = :version', ExpressionAttributeValues: { ':version': readVersion } }),
  },
});
