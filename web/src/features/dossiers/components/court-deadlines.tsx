import { Button, DataList, Dialog, HStack, Portal, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LuRefreshCw } from 'react-icons/lu';
import { DataTable, type Column } from '../../../components/data-table';
import { readStatus } from '../../../components/read-status';
import type { ApiResponse } from '../../../lib/api-client';
import { formatDateTime } from '../../../lib/format';
import { currentLanguage } from '../../../lib/i18n';
import { errorMessage } from '../../../lib/notify';
import { toaster } from '../../../lib/toaster';
import { useDossier } from '../api/get-dossier';
import { useCourtSyncState } from '../api/get-court-sync-state';
import { useCourtDeadlines, type CourtDeadlineItem } from '../api/list-court-deadlines';
import { useSyncCourt } from '../api/sync-court';
import { deadlineDay, deadlineTime, deadlineWhen } from '../utils/deadline';

type CourtDeadlinesProps = {
  /** The dossier as `GET api/Dossier/{id}` answers it (staff's and client's screens alike). */
  dossier: ApiResponse<'dossiers.get'>;
  /** Staff may synchronise; a client reads what the last sync wrote. */
  canSync: boolean;
};

type Row = CourtDeadlineItem & { jour: string; heure: string | null; prochaine: string };

/**
 * Spec 2.10's court deadlines (the Folder screen's court tab, and the client's dossier screen): what
 * the court portal says of the case, 5 a page, 'Aucune echeance!' when nothing; the last successful
 * sync and whether the last attempt failed; for staff, Sync, which says what changed.
 */
export const CourtDeadlines = ({ dossier, canSync }: CourtDeadlinesProps) => {
  const { t } = useTranslation('court');
  const language = currentLanguage();
  const deadlines = useCourtDeadlines(dossier.id);
  const state = useCourtSyncState(dossier.id, dossier.synchronisation);
  const detail = useDossier(canSync ? dossier.id : null);
  const sync = useSyncCourt();
  const [shown, setShown] = useState<Row | null>(null);

  const handleSync = async () => {
    try {
      const answer = await sync.trigger({ params: { id: dossier.id } });
      const count = answer.changements.length;
      toaster.create({
        type: 'success',
        title: count ? t('sync.changes', { count }) : t('sync.noChange'),
        description: answer.changements.map((c) => `${c.libelle} — ${c.texte}`).join('\n') || undefined,
        closable: true,
      });
      void deadlines.mutate(answer.echeances, { revalidate: false });
      void state.mutate(answer.synchronisation, { revalidate: false });
      if (count) void detail.mutate();
    } catch (error) {
      toaster.create({ type: 'error', title: t('sync.failed'), description: errorMessage(error), closable: true });
      void state.mutate();
    }
  };

  const rows: Row[] = (deadlines.data ?? []).map((d) => ({
    ...d,
    jour: deadlineDay(d.dateEcheance),
    heure: deadlineTime(d.dateEcheance),
    prochaine: d.dateProchaineAudience ? deadlineWhen(d.dateProchaineAudience, language) : '',
  }));
  const columns: Column<Row>[] = [
    { key: 'jour', header: t('columns.date'), type: 'date' },
    { key: 'heure', header: t('columns.time'), type: 'time', sortable: false },
    { key: 'typeEcheanceLabel', header: t('columns.type') },
    { key: 'contenu', header: t('columns.content') },
    { key: 'prochaine', header: t('columns.nextHearing'), sortable: false },
  ];
  const last = state.data;
  const stateStatus = readStatus(state);

  return (
    <Stack gap="3" data-testid="court-deadlines">
      <HStack justify="space-between" wrap="wrap" gap="2">
        <Stack gap="0">
          {/* 'Jamais synchronisé' only once the state is known: loading says so, a failed read too. */}
          {stateStatus === 'failed' ? (
            <Text fontSize="sm" color="fg.error" role="alert" data-testid="court-last-sync">
              {t('stateFailed', { message: errorMessage(state.error) })}
            </Text>
          ) : (
            <Text fontSize="sm" color="fg.muted" data-testid="court-last-sync" aria-busy={stateStatus === 'loading' || undefined}>
              {stateStatus === 'loading'
                ? t('loading')
                : last?.dernierSucces
                  ? t('lastSync', { date: formatDateTime(last.dernierSucces, language) })
                  : t('neverSynced')}
            </Text>
          )}
          {last?.echec && last.derniereTentative && (
            <Text fontSize="sm" color="fg.error" data-testid="court-sync-failure">
              {t(`failures.${last.echec}`, { date: formatDateTime(last.derniereTentative, language) })}
            </Text>
          )}
        </Stack>
        {canSync && (
          <Button size="sm" colorPalette="teal" onClick={() => void handleSync()} loading={sync.isMutating} data-testid="court-sync">
            <LuRefreshCw /> {t('sync.button')}
          </Button>
        )}
      </HStack>
      <DataTable
        columns={columns}
        rows={rows}
        pageSize={5}
        rowKey={(row) => row.idEcheanceDossier}
        read={deadlines}
        loadingText={t('loading')}
        emptyText={t('empty')}
        actions={[{ type: 'view', onClick: setShown }]}
      />
      <Dialog.Root open={shown !== null} onOpenChange={({ open }) => !open && setShown(null)} placement="center">
        <Portal>
          <Dialog.Backdrop />
          <Dialog.Positioner>
            <Dialog.Content data-testid="court-deadline-dialog">
              <Dialog.Header>
                <Dialog.Title>{shown?.typeEcheanceLabel}</Dialog.Title>
              </Dialog.Header>
              <Dialog.Body>
                {shown && (
                  <DataList.Root orientation="horizontal">
                    <DataList.Item>
                      <DataList.ItemLabel>{t('columns.date')}</DataList.ItemLabel>
                      <DataList.ItemValue>{deadlineWhen(shown.dateEcheance, language)}</DataList.ItemValue>
                    </DataList.Item>
                    <DataList.Item>
                      <DataList.ItemLabel>{t('columns.content')}</DataList.ItemLabel>
                      <DataList.ItemValue>{shown.contenu}</DataList.ItemValue>
                    </DataList.Item>
                    <DataList.Item>
                      <DataList.ItemLabel>{t('columns.nextHearing')}</DataList.ItemLabel>
                      <DataList.ItemValue>{shown.prochaine || '—'}</DataList.ItemValue>
                    </DataList.Item>
                  </DataList.Root>
                )}
              </Dialog.Body>
              <Dialog.Footer>
                <Button variant="outline" onClick={() => setShown(null)}>
                  {t('close')}
                </Button>
              </Dialog.Footer>
            </Dialog.Content>
          </Dialog.Positioner>
        </Portal>
      </Dialog.Root>
    </Stack>
  );
};
