import { useApiQuery } from '../../../lib/use-api';
import { useSession } from '../../../lib/use-session';

/** GET api/Users/for-structure/{structureId}: the firm's staff, who may be responsible for a deadline. */
export const useStaff = () => {
  const structureId = useSession()?.structureId;
  return useApiQuery('users.listForStructure', structureId ? { params: { structureId } } : null);
};

/** The firm's active lawyers (AVOCAT) as options: who may be a dossier's lawyer. */
export const useLawyerOptions = () =>
  (useStaff().data ?? [])
    .filter((user) => user.actif && user.idTypeUtilisateur === 'AVOCAT')
    .map((user) => ({ value: user.idUtilisateur, label: `${user.prenom} ${user.nom}` }));
