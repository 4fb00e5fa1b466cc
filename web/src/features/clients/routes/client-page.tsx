import { Button, Field, Grid, Heading, HStack, Input, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LuPencil } from 'react-icons/lu';
import { useSearchParams } from 'react-router-dom';
import { DataTable, type Column } from '../../../components/data-table';
import { PageLoader } from '../../../components/page-loader';
import type { ApiResponse } from '../../../lib/api-client';
import { notifySuccess } from '../../../lib/notify';
import { useSession } from '../../../lib/use-session';
import { useClient } from '../api/get-client';
import { useDossiersForClient } from '../api/list-dossiers-for-client';
import { ClientFormDialog } from '../components/client-form-dialog';

type DossierRow = ApiResponse<'clients.dossiersFor'>[number];
type Client = ApiResponse<'clients.get'>;

/** The fields spec 2.17 shows, read-only; a legal entity shows its own. */
const fieldsOf = (client: Client) =>
  client.idTypeClient === 'PM'
    ? ([
        ['raisonSociale', client.raisonSociale],
        ['representantLegal', client.representantLegal],
        ['rc', client.rc],
        ['ice', client.ice],
      ] as const)
    : ([
        ['nom', client.nom],
        ['prenom', client.prenom],
        ['cin', client.cin],
      ] as const);

/** Spec 2.17: /Client?id=, the client's details (edited in a dialog) and their dossiers for the current user; 10 a page. */
export const ClientPage = () => {
  const { t } = useTranslation('clients');
  const id = useSearchParams()[0].get('id');
  const userId = useSession()?.userId ?? null;
  const { data: client, isLoading, mutate } = useClient(id);
  const dossiers = useDossiersForClient(id, userId);
  const [editing, setEditing] = useState(false);
  if (!id) return <Text>{t('detail.missingId')}</Text>;
  if (isLoading) return <PageLoader />;
  if (!client) return <Text color="fg.muted">{t('detail.unavailable')}</Text>;

  const columns: Column<DossierRow>[] = [
    { key: 'refCabinet', header: t('dossiers.reference') },
    { key: 'typeDossier', header: t('dossiers.type') },
    { key: 'dateOuverture', header: t('dossiers.dateOuverture'), type: 'date' },
    { key: 'statut', header: t('dossiers.statut') },
    { key: 'derniereAction', header: t('dossiers.derniereAction') },
  ];
  const fields = [...fieldsOf(client), ['phone', client.phone], ['email', client.email]] as const;
  return (
    <Stack gap="6">
      <HStack justify="space-between" wrap="wrap">
        <Heading as="h1" size="xl">
          {t('detail.title')}
        </Heading>
        <Button variant="outline" colorPalette="teal" onClick={() => setEditing(true)} data-testid="edit-client">
          <LuPencil /> {t('form.edit')}
        </Button>
      </HStack>
      <Grid templateColumns={{ base: '1fr', md: 'repeat(3, 1fr)' }} gap="4" data-testid="client-fields">
        {fields.map(([key, value]) => (
          <Field.Root key={key} readOnly>
            <Field.Label>{t(`fields.${key}`)}</Field.Label>
            <Input name={key} value={value ?? ''} readOnly />
          </Field.Root>
        ))}
      </Grid>
      <Stack as="section" gap="2">
        <Heading as="h2" size="md">
          {t('dossiers.title')}
        </Heading>
        <DataTable
          columns={columns}
          rows={dossiers.data ?? []}
          rowKey={(row) => row.id}
          read={dossiers}
          emptyText={t('dossiers.empty')}
          actions={[
            {
              type: 'view',
              to: (row) => `/Folder?id=${encodeURIComponent(row.id)}`,
            },
          ]}
        />
      </Stack>
      {editing && (
        <ClientFormDialog
          client={client}
          onSaved={(saved) => {
            notifySuccess(t('form.saved'));
            void mutate(saved, { revalidate: false });
          }}
          onClose={() => setEditing(false)}
        />
      )}
    </Stack>
  );
};
