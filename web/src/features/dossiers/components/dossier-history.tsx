import { Button, Card, Heading, HStack } from '@chakra-ui/react';
import { NOTE_TYPE } from '@mizan/shared/schemas/dossiers';
import { Fragment, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LuPlus } from 'react-icons/lu';
import { CourtEventText } from '../../../components/court-event';
import { DataTable, type Column } from '../../../components/data-table';
import { IsolatedSentence } from '../../../components/isolated-sentence';
import type { ApiResponse } from '../../../lib/api-client';
import { notifySuccess } from '../../../lib/notify';
import { useAddAction } from '../api/add-action';
import { useReferenceOptions } from '../api/get-reference-options';
import { useDossierActions } from '../api/list-actions';
import { ActionDialog, type ActionValues } from './action-dialog';

type Action = ApiResponse<'dossiers.actions'>['items'][number];
type Row = Action & { details: string };

/** A party's details edited: its entry names the party (its `valeur`) before the changes. */
const PARTY_EDITED = 'PARTIE_MODIFIEE';

type Labels = Partial<Record<string, readonly { value: string; label: string }[]>>;

/** A changed value as people read it: coded fields by their label, empty as a dash. */
const shown = (field: string, value: unknown, labels: Labels) => {
  if (value === null || value === undefined || value === '') return '—';
  return labels[field]?.find((option) => option.value === value)?.label ?? String(value);
};

type DossierHistoryProps = {
  dossierId: string;
  /** Changes when something outside this panel recorded an entry (an edit, a party, a note): read the history again. */
  revision: string;
};

/**
 * Spec 2.10: the history of actions, newest first, 10 a page: the API's events (who, when, what
 * changed, before → after) and the actions the firm records (a call, a meeting…), with an add.
 */
export const DossierHistory = ({ dossierId, revision }: DossierHistoryProps) => {
  const { t } = useTranslation('dossiers');
  const actions = useDossierActions(dossierId);
  const add = useAddAction();
  const [adding, setAdding] = useState(false);
  const types = (useReferenceOptions('management.actionTypeOptions').data ?? []).filter((type) => type.value !== NOTE_TYPE);
  const labels: Labels = {
    idStatutDossier: useReferenceOptions('management.dossierStatusOptions').data,
    idTypeDossier: useReferenceOptions('management.dossierTypeOptions').data,
    idTribunal: useReferenceOptions('management.courtOptions').data,
  };

  const { mutate } = actions;
  const shownRevision = useRef(revision);
  useEffect(() => {
    if (shownRevision.current === revision) return;
    shownRevision.current = revision;
    void mutate();
  }, [mutate, revision]);

  // The dialog asks for a type whenever it offers types.
  const handleAdd = async ({ idTypeAction, dateAction, valeur }: ActionValues) => {
    await add.trigger({ body: { idDossier: dossierId, idTypeAction: idTypeAction!, dateAction, valeur } });
    notifySuccess(t('actionForm.added'));
    void mutate();
  };

  const rows: Row[] = actions.items.map((action) => ({ ...action, details: action.valeur }));
  // What changed, in the reader's language, each value in its own <bdi>: a field's values before and
  // after (an edited party's name first), a court change from its data; any other entry's text as it is, isolated.
  const details = (row: Row) => {
    if (row.changes?.length)
      return row.changes.map((change, index) => (
        <Fragment key={index}>
          {index === 0 && row.idTypeAction === PARTY_EDITED && (
            <IsolatedSentence template={t('history.party')} values={{ name: row.valeur }} />
          )}
          {index > 0 && t('history.separator')}
          <IsolatedSentence
            template={t('history.change')}
            values={{
              field: t(`fields.${change.field}`, { defaultValue: change.field }),
              before: shown(change.field, change.before, labels),
              after: shown(change.field, change.after, labels),
            }}
          />
        </Fragment>
      ));
    if (row.evenement) return <CourtEventText event={row.evenement} />;
    return row.valeur ? <bdi>{row.valeur}</bdi> : null;
  };
  const columns: Column<Row>[] = [
    { key: 'dateAction', header: t('history.date'), type: 'datetime' },
    { key: 'auteur', header: t('history.author') },
    { key: 'labelActionDossier', header: t('history.action') },
    { key: 'details', header: t('history.details'), sortable: false, render: details },
  ];
  return (
    <Card.Root as="section" size="sm" data-testid="dossier-history">
      <Card.Header>
        <HStack justify="space-between">
          <Heading as="h2" size="md">
            {t('history.title')}
          </Heading>
          <Button size="sm" colorPalette="teal" variant="outline" onClick={() => setAdding(true)} data-testid="add-action">
            <LuPlus /> {t('actionForm.add')}
          </Button>
        </HStack>
      </Card.Header>
      <Card.Body>
        <DataTable
          columns={columns}
          rows={rows}
          rowKey={(row) => row.id}
          read={actions}
          emptyText={t('history.empty')}
          hasMore={actions.hasMore}
          onLoadMore={actions.loadMore}
        />
      </Card.Body>
      {adding && <ActionDialog title={t('actionForm.title')} types={types} onSubmit={handleAdd} onClose={() => setAdding(false)} />}
    </Card.Root>
  );
};
