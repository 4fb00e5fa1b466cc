import { getUser } from '../db/users';

/** Who may be a dossier's lawyer (decisions): an active AVOCAT of the firm. */
export const isActiveLawyer = async (structureId: string, userId: string): Promise<boolean> => {
  const user = await getUser(structureId, userId);
  return !!user && user.actif && !user.deletedAt && user.idTypeUtilisateur === 'AVOCAT';
};
