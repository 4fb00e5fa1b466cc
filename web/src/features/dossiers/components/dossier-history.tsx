import { Button, Card, Heading, HStack } from '@chakra-ui/react';
import { toDirhams } from '@mizan/shared/money';
import { NOTE_TYPE } from '@mizan/shared/schemas/dossiers';
import { Fragment, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LuPlus } from 'react-icons/lu';
import { CourtEventText } from '../../../components/court-event';
import { DataTable, type Column } from '../../../components/data-table';
import { DeadlineEventText } from '../../../components/deadline-event';
import { IsolatedSentence } from '../../../components/isolated-sentence';
import type { ApiResponse } from '../../../lib/api-client';
import { formatAmount, formatDate, formatDateTime } from '../../../lib/format';
import { currentLanguage } from '../../../lib/i18n';
import { notifySuccess } from '../../../lib/notify';
import { useAddAction } from '../api/add-action';
import { useReferenceOptions } from '../api/get-reference-options';
import { useDossierActions } from '../api/list-actions';
import { useStaff } from '../api/list-staff';
import { agreementPartFormats } from '../utils/agreement-change';
import { deadlineWhen } from '../utils/deadline';
import { ActionDialog, type ActionValues } from './action-dialog';

type Action = ApiResponse<'dossiers.actions'>['items'][number];
type Row = Action & { details: string };
type Change = NonNullable<Action['changes']>[number];

/** A document's correction: its changes, and its name (`valeur`). */
const DOCUMENT_CHANGED = 'DOCUMENT_MODIFIE';
const CONFIDENTIALITY_LEVELS = ['PB', 'PA', 'PC'] as const;
/** A party's details edited: its entry names the party (its `valeur`) before the changes. */
const PARTY_EDITED = 'PARTIE_MODIFIEE';

type Labels = Partial<Record<string, readonly { value: string; label: string }[]>>;
type Formats = Partial<Record<string, (value: unknown) => string>>;

/**
 * A changed value as people read it: dates, amounts and flags as the language writes them, a code of
 * reference data by the label the API gave it, a person or a level by its label here, empty as a dash.
 */
const shown = (change: Change, side: 'before' | 'after', labels: Labels, formats: Formats) => {
  const value = change[side];
  if (value === null || value === undefined || value === '') return '—';
  const format = formats[change.field];
  if (format) return format(value);
  return change.labels?.[side] ?? labels[change.field]?.find((option) => option.value === value)?.label ?? String(value);
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
  const { t } = useTranslation(['dossiers', 'translation']);
  const language = currentLanguage();
  const actions = useDossierActions(dossierId);
  const add = useAddAction();
  const [adding, setAdding] = useState(false);
  const types = (useReferenceOptions('management.actionTypeOptions').data ?? []).filter((type) => type.value !== NOTE_TYPE);
  const labels: Labels = {
    IdConfidentialite: CONFIDENTIALITY_LEVELS.map((value) => ({ value, label: t(`translation:confidentiality.${value}`) })),
    idUtilisateur: useStaff().data?.map((user) => ({ value: user.idUtilisateur, label: `${user.prenom} ${user.nom}` })),
  };
  const formats: Formats = {
    dateEcheance: (value) => deadlineWhen(String(value), language),
    dateRealisation: (value) => formatDateTime(String(value), language),
    alerte: (value) => t(value ? 'deadlines.yes' : 'deadlines.no'),
    // An expense's amount is stored in centimes.
    centimes: (value) => (typeof value === 'number' ? formatAmount(toDirhams(value), language) : String(value)),
    dateDepense: (value) => formatDate(String(value), language),
    ...agreementPartFormats(t, language, labels.idUtilisateur),
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
  // after (a document's after its name when that did not change, an edited party's after its name),
  // a court change and a deadline's event from their data (a deadline's before its changes); any
  // other entry's text (an older deadline entry's sentence among them) as it is, isolated.
  const changes = (row: Row) =>
    row.changes?.map((change, index) => (
      <Fragment key={index}>
        {index === 0 && row.idTypeAction === DOCUMENT_CHANGED && !row.changes!.some((c) => c.field === 'nom') && (
          <IsolatedSentence template={t('history.document')} values={{ name: row.valeur }} />
        )}
        {index === 0 && row.idTypeAction === PARTY_EDITED && (
          <IsolatedSentence template={t('history.party')} values={{ name: row.valeur }} />
        )}
        {index > 0 && t('history.separator')}
        <IsolatedSentence
          template={t('history.change')}
          values={{
            field: t(`fields.${change.field}`, { defaultValue: change.field }),
            before: shown(change, 'before', labels, formats),
            after: shown(change, 'after', labels, formats),
          }}
        />
      </Fragment>
    ));
  const details = (row: Row) => {
    if (row.echeance)
      return (
        <>
          <DeadlineEventText event={row.echeance} />
          {row.changes?.length ? t('history.separator') : null}
          {changes(row)}
        </>
      );
    if (row.changes?.length) return changes(row);
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
