import { Button, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LuUserPlus } from 'react-icons/lu';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { FormAlert } from '../../../components/form-alert';
import { PageLoader } from '../../../components/page-loader';
import { errorMessage, notifyError, notifySuccess } from '../../../lib/notify';
import { hasAnyRole } from '../../../lib/session';
import { useSession } from '../../../lib/use-session';
import { useDeleteUser } from '../api/delete-user';
import { useUsers, type UserItem } from '../api/list-users';
import { UserFormDialog } from '../components/user-form-dialog';
import { UsersTable } from '../components/users-table';

/** The form open: a new user (null) or the one being edited. */
type Editing = { user: UserItem | null } | null;

/** Spec 2.19, 'Gestion des Utilisateurs': administrators manage the firm's staff, others read the list. */
export const UsersPage = () => {
  const { t } = useTranslation('users');
  const session = useSession();
  const isAdmin = hasAnyRole(session, ['ADMIN']);
  const { data: users, error, isLoading, mutate } = useUsers(session?.structureId);
  const remove = useDeleteUser();
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<UserItem | null>(null);

  const reload = () => void mutate();

  const handleDelete = async () => {
    if (!deleting) return;
    try {
      await remove.trigger({ params: { idUtilisateur: deleting.idUtilisateur } });
      notifySuccess(t('deleted'));
    } catch (error) {
      notifyError(error);
    }
    setDeleting(null);
    reload();
  };

  return (
    <Stack gap="4">
      <HStack justify="space-between" wrap="wrap" gap="3">
        <Heading as="h1" size="xl">
          {t('title')}
        </Heading>
        {isAdmin && (
          <Button colorPalette="teal" onClick={() => setEditing({ user: null })} data-testid="add-user">
            <LuUserPlus aria-hidden />
            {t('add')}
          </Button>
        )}
      </HStack>
      {!isAdmin && <Text color="fg.muted">{t('readOnly')}</Text>}
      {isLoading && <PageLoader />}
      {!users && error !== undefined && <FormAlert message={errorMessage(error)} />}
      {users && (
        <UsersTable
          users={users}
          onEdit={isAdmin ? (user) => setEditing({ user }) : undefined}
          onDelete={isAdmin ? setDeleting : undefined}
        />
      )}
      {editing && <UserFormDialog user={editing.user} onClose={() => setEditing(null)} onSaved={reload} />}
      <ConfirmDialog
        open={deleting !== null}
        title={t('deleteTitle')}
        message={t('deleteMessage', { name: deleting ? `${deleting.prenom} ${deleting.nom}` : '' })}
        confirmLabel={t('delete')}
        cancelLabel={t('cancel')}
        onConfirm={() => void handleDelete()}
        onClose={() => setDeleting(null)}
        pending={remove.isMutating}
      />
    </Stack>
  );
};
