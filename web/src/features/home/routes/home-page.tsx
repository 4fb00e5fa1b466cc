import { Button, Grid, HStack, Heading, NativeSelect, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CourtEventText } from '../../../components/court-event';
import { DataTable, type Column } from '../../../components/data-table';
import { DeadlineEventText } from '../../../components/deadline-event';
import { notifyError } from '../../../lib/notify';
import { hasAnyRole } from '../../../lib/session';
import { useSession } from '../../../lib/use-session';
import {
  useAlerts,
  useColleagues,
  useDays,
  useHearings,
  useReadAlerts,
  useUrgentActions,
  type AlertRow,
  type HearingRow,
  type UrgentRow,
} from '../api/dashboard';
import { BillingWeek } from '../../fees/components/billing-week';
import { MyWeek } from '../../fees/components/my-week';
import { TaskCounts } from '../../tasks/components/task-counts';
import { DashboardBlock } from '../components/dashboard-block';
import { DayStrip } from '../components/day-strip';
import { FirmChecklist } from '../components/firm-checklist';
import { MeetingsBlock } from '../components/meetings-block';

const folder = (row: { refCabinet: { id: string } | null }) => `/Folder?id=${row.refCabinet?.id ?? ''}`;

/**
 * The API's dates are a day, or Casablanca's day and time with that moment's offset: shown as
 * written (the browser's time-zone data for Morocco can be an hour off), as a day and a time.
 */
type Dated = { jour: string; heure: string | null };
const asWritten = (value: string): Dated => ({ jour: value.slice(0, 10), heure: value.length > 10 ? value.slice(11, 16) : null });

type NotificationRow = AlertRow & Dated & { nonLu: boolean; sourceLabel: string };

/** What happened in the reader's language, then what it is about: a court change or a deadline worded from its data, else the text, isolated. */
const notificationLabel = (row: NotificationRow) => {
  const detail = row.evenement ? (
    <CourtEventText event={row.evenement} />
  ) : row.echeance ? (
    <DeadlineEventText event={row.echeance} />
  ) : row.texte ? (
    <bdi>{row.texte}</bdi>
  ) : null;
  return (
    <>
      {row.titre}
      {detail && ' — '}
      {detail}
    </>
  );
};

/**
 * Spec 2.4, the staff Home: the next 14 days at a glance, then four blocks with refresh icons:
 * this week's hearings, meetings, urgent actions and notifications (mark read). Cells link to the
 * dossier. An admin may look at a colleague's dashboard, and sees a new firm's checklist above.
 */
export const HomePage = () => {
  const { t } = useTranslation('dashboard');
  const { t: tApp } = useTranslation();
  const session = useSession();
  const isAdmin = hasAnyRole(session, ['ADMIN']);
  const [chosen, setChosen] = useState<string | null>(null);
  const userId = chosen ?? session?.userId ?? null;
  const mine = userId === session?.userId;
  const colleagues = useColleagues(isAdmin);
  const days = useDays(userId);
  const hearings = useHearings(userId);
  const urgent = useUrgentActions(userId);
  const alerts = useAlerts(userId);
  const readAlerts = useReadAlerts();

  const handleReadAll = async () => {
    const ids = (alerts.data ?? []).filter((a) => !a.lu).map((a) => a.id);
    if (!ids.length) return;
    try {
      await readAlerts.trigger({ body: { ids } });
    } catch (error) {
      notifyError(error);
    }
    void alerts.mutate();
  };

  const refColumns = [
    { key: 'refCabinet', header: t('columns.refCabinet'), type: 'customUrl', to: folder },
    { key: 'refTribunal', header: t('columns.refTribunal'), type: 'customUrl', to: folder },
  ] as const;
  const dateColumns = [
    { key: 'jour', header: t('columns.date'), type: 'date' },
    { key: 'heure', header: t('columns.time'), type: 'time', sortable: false },
  ] as const;
  const hearingColumns: Column<HearingRow & Dated>[] = [...refColumns, ...dateColumns, { key: 'libelle', header: t('columns.label') }];
  const urgentColumns: Column<UrgentRow & Dated>[] = [...refColumns, ...dateColumns, { key: 'libelle', header: t('columns.label') }];
  const alertColumns: Column<NotificationRow>[] = [
    { key: 'nonLu', header: t('columns.unread'), type: 'alerte' },
    { key: 'label', header: t('columns.label'), render: notificationLabel },
    { key: 'sourceLabel', header: t('columns.source') },
    ...refColumns,
    ...dateColumns,
    { key: 'clients', header: t('columns.client'), type: 'clients' },
  ];
  const notifications: NotificationRow[] = (alerts.data ?? []).map((a) => ({
    ...a,
    ...asWritten(a.dateAlert),
    nonLu: !a.lu,
    sourceLabel: t(`sources.${a.source}`),
  }));
  const unread = notifications.filter((a) => a.nonLu).length;

  return (
    <Stack gap="4">
      <HStack justify="space-between" wrap="wrap" gap="3">
        <Heading as="h1" size="xl">
          {tApp('home.welcome')}{' '}
          <Text as="bdi" data-testid="user-name">
            {session?.userFullName}
          </Text>
        </Heading>
        {isAdmin && colleagues.data && (
          <NativeSelect.Root size="sm" width="auto">
            <NativeSelect.Field
              aria-label={t('whose')}
              value={userId ?? ''}
              onChange={(event) => setChosen(event.currentTarget.value)}
              data-testid="dashboard-user"
            >
              {colleagues.data
                .filter((u) => u.actif)
                .map((u) => (
                  <option key={u.idUtilisateur} value={u.idUtilisateur}>
                    {`${u.prenom} ${u.nom}`}
                  </option>
                ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        )}
      </HStack>
      {isAdmin && <FirmChecklist />}
      {days.data && <DayStrip days={days.data} />}
      <Grid templateColumns={{ base: 'minmax(0, 1fr)', xl: 'repeat(2, minmax(0, 1fr))' }} gap="4">
        <DashboardBlock
          title={t('blocks.hearings')}
          testId="block-hearings"
          onRefresh={() => void hearings.mutate()}
          refreshing={hearings.isValidating}
          error={hearings.error}
        >
          <DataTable
            columns={hearingColumns}
            rows={(hearings.data ?? []).map((h) => ({ ...h, ...asWritten(h.dateAudience) }))}
            read={hearings}
            emptyText={t('empty.hearings')}
          />
        </DashboardBlock>
        <MeetingsBlock userId={userId} />
        <DashboardBlock
          title={t('blocks.urgent')}
          testId="block-urgent"
          onRefresh={() => void urgent.mutate()}
          refreshing={urgent.isValidating}
          error={urgent.error}
        >
          <DataTable
            columns={urgentColumns}
            rows={(urgent.data ?? []).map((d) => ({ ...d, ...asWritten(d.dateAudience) }))}
            read={urgent}
            emptyText={t('empty.urgent')}
          />
        </DashboardBlock>
        <DashboardBlock
          title={t('blocks.notifications')}
          testId="block-notifications"
          onRefresh={() => void alerts.mutate()}
          refreshing={alerts.isValidating}
          error={alerts.error}
          actions={
            mine && unread > 0 ? (
              <Button
                size="xs"
                variant="outline"
                onClick={() => void handleReadAll()}
                loading={readAlerts.isMutating}
                data-testid="read-all"
              >
                {t('readAll', { count: unread })}
              </Button>
            ) : undefined
          }
        >
          <DataTable
            columns={alertColumns}
            rows={notifications}
            rowKey={(row) => row.id}
            read={alerts}
            emptyText={t('empty.notifications')}
          />
        </DashboardBlock>
      </Grid>
      <TaskCounts />
      <MyWeek />
      <BillingWeek />
    </Stack>
  );
};
