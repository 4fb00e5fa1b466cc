import { Heading, Stack } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { DataTable, type Column } from '../../../components/data-table';
import type { ApiResponse } from '../../../lib/api-client';
import { useReferenceOptions } from '../api/get-reference-options';

type Action = ApiResponse<'dossiers.get'>['actions'][number];
type Row = Action & { details: string };

type Labels = Partial<Record<string, readonly { value: string; label: string }[]>>;

/** A changed value as people read it: coded fields by their label, empty as a dash. */
const shown = (field: string, value: unknown, labels: Labels) => {
  if (value === null || value === undefined || value === '') return '—';
  return labels[field]?.find((option) => option.value === value)?.label ?? String(value);
};

type DossierHistoryProps = { actions: readonly Action[] };

/** Spec 2.10: the history of actions (the API's order, newest first): who, when, what changed (before → after). */
export const DossierHistory = ({ actions }: DossierHistoryProps) => {
  const { t } = useTranslation('dossiers');
  const labels: Labels = {
    idStatutDossier: useReferenceOptions('management.dossierStatusOptions').data,
    idTypeDossier: useReferenceOptions('management.dossierTypeOptions').data,
    idTribunal: useReferenceOptions('management.courtOptions').data,
  };
  const rows: Row[] = actions.map((action) => ({
    ...action,
    details: action.changes?.length
      ? action.changes
          .map(
            (change) =>
              `${t(`fields.${change.field}`, { defaultValue: change.field })} : ${shown(change.field, change.before, labels)} → ${shown(change.field, change.after, labels)}`,
          )
          .join(' ; ')
      : action.valeur,
  }));
  const columns: Column<Row>[] = [
    { key: 'dateAction', header: t('history.date'), type: 'datetime' },
    { key: 'auteur', header: t('history.author') },
    { key: 'labelActionDossier', header: t('history.action') },
    { key: 'details', header: t('history.details'), sortable: false },
  ];
  return (
    <Stack as="section" gap="3" data-testid="dossier-history">
      <Heading as="h2" size="md">
        {t('history.title')}
      </Heading>
      <DataTable columns={columns} rows={rows} rowKey={(row) => row.id} emptyText={t('history.empty')} />
    </Stack>
  );
};
