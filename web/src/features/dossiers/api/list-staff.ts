import { useApiQuery } from '../../../lib/use-api';
import { useSession } from '../../../lib/use-session';

/** GET api/Users/for-structure/{structureId}: the firm's staff, who may be responsible for a deadline. */
export const useStaff = (wanted = true) => {
  const structureId = useSession()?.structureId;
  return useApiQuery('users.listForStructure', wanted && structureId ? { params: { structureId } } : null);
};

/** The firm's active lawyers (AVOCAT) as options: who may be a dossier's lawyer; not read until `wanted`. */
export const useLawyerOptions = (wanted = true) =>
  (useStaff(wanted).data ?? [])
    .filter((user) => user.actif && user.idTypeUtilisateur === 'AVOCAT')
    .map((user) => ({ value: user.idUtilisateur, label: `${user.prenom} ${user.nom}` }));
