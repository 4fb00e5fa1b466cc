import { useTranslation } from 'react-i18next';
import { DataTable, type Column, type RowAction } from '../../../components/data-table';
import type { UserItem } from '../api/list-users';

type UserRow = UserItem & { status: string };

type UsersTableProps = {
  users: readonly UserItem[];
  /** Edit and delete, for the firm's administrators; without them the table is read-only. */
  onEdit?: (user: UserItem) => void;
  onDelete?: (user: UserItem) => void;
};

/** Spec 2.19: the firm's users, 5 per page, in the shared data table. */
export const UsersTable = ({ users, onEdit, onDelete }: UsersTableProps) => {
  const { t } = useTranslation('users');
  const rows: UserRow[] = users.map((user) => ({ ...user, status: t(user.actif ? 'status.active' : 'status.inactive') }));
  const columns: Column<UserRow>[] = [
    { key: 'nom', header: t('columns.nom') },
    { key: 'prenom', header: t('columns.prenom') },
    { key: 'email', header: t('columns.email') },
    { key: 'phone', header: t('columns.phone') },
    { key: 'typeUtilisateurLabel', header: t('columns.type') },
    { key: 'roleUtilisateurLabel', header: t('columns.role') },
    { key: 'status', header: t('columns.status') },
  ];
  const actions: RowAction<UserRow>[] = [
    ...(onEdit ? [{ type: 'edit' as const, onClick: onEdit }] : []),
    ...(onDelete ? [{ type: 'delete' as const, onClick: onDelete }] : []),
  ];
  return (
    <DataTable
      columns={columns}
      rows={rows}
      actions={actions}
      pageSize={5}
      caption={t('caption')}
      emptyText={t('empty')}
      rowKey={(row) => row.idUtilisateur}
    />
  );
};
