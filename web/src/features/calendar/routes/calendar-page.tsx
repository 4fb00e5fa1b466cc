import { Box, Button, Checkbox, Heading, HStack, Input, NativeSelect, Stack, Text } from '@chakra-ui/react';
import { AGENDA_KINDS, type AgendaKind } from '@mizan/shared/schemas/calendar';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LuPrinter } from 'react-icons/lu';
import { Link as RouterLink } from 'react-router-dom';
import { useSession } from '../../../lib/use-session';
import type { AgendaOwner } from '../api/get-agenda';
import { useStaff } from '../api/list-staff';
import { AgendaCalendar } from '../components/agenda-calendar';
import { AppointmentDetailDialog } from '../components/appointment-detail-dialog';
import { NewAppointmentDialog } from '../components/new-appointment-dialog';
import { KIND_STYLES, PERFORMED_STYLE } from '../utils/agenda-kinds';

/** The choice of whose agenda: the select's value for the whole firm (a person's is their id). */
const WHOLE_FIRM = 'all';

/**
 * /Calendar (staff): whose agenda (one's own, a colleague's, or, for administrators and
 * assistants, the whole firm's) with its appointments, court hearings and deadlines; the
 * legend names each kind's colour and filters them, and names the grey of performed deadlines; a dossier's reference typed keeps its events alone. Clicking an appointment opens its detail;
 * selecting a slot of a person's agenda opens the new-appointment dialog for them.
 */
export const CalendarPage = () => {
  const { t } = useTranslation(['calendar', 'translation']);
  const session = useSession();
  const { data: staff } = useStaff();
  const [choice, setChoice] = useState(session?.userId ?? '');
  const [kinds, setKinds] = useState<ReadonlySet<AgendaKind>>(() => new Set(AGENDA_KINDS));
  const [dossier, setDossier] = useState('');
  const [opened, setOpened] = useState<string | null>(null);
  const [slot, setSlot] = useState<{ date: string; start: string; end: string } | null>(null);
  if (!session) return null;
  const seesFirm = session.roles.includes('ADMIN') || session.userType === 'ASSISTANT';
  const owner: AgendaOwner = choice === WHOLE_FIRM ? 'all' : { userId: choice };
  const toggle = (kind: AgendaKind, on: boolean) =>
    setKinds((current) => new Set(AGENDA_KINDS.filter((k) => (k === kind ? on : current.has(k)))));
  return (
    <Stack gap="4">
      <HStack justify="space-between" flexWrap="wrap">
        <Heading as="h1" size="xl">
          {t('pages.calendar', { ns: 'translation' })}
        </Heading>
        <Button asChild variant="outline" size="sm">
          <RouterLink to="/Hearings" data-testid="open-hearing-list">
            <LuPrinter /> {t('hearingList.open')}
          </RouterLink>
        </Button>
        <NativeSelect.Root width="auto" size="sm">
          <NativeSelect.Field
            aria-label={t('calendarOf')}
            value={choice}
            onChange={(e) => setChoice(e.target.value)}
            data-testid="calendar-owner"
          >
            <option value={session.userId}>{t('owner.mine')}</option>
            {(staff ?? [])
              .filter((person) => person.actif && person.idUtilisateur !== session.userId)
              .map((person) => (
                <option key={person.idUtilisateur} value={person.idUtilisateur}>
                  {person.prenom} {person.nom}
                </option>
              ))}
            {seesFirm && <option value={WHOLE_FIRM}>{t('owner.firm')}</option>}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </HStack>
      <HStack as="fieldset" gap="4" flexWrap="wrap" data-testid="calendar-legend">
        <Text as="legend" fontWeight="medium" float="inline-start" marginInlineEnd="2">
          {t('legend')}
        </Text>
        {AGENDA_KINDS.map((kind) => (
          <Checkbox.Root key={kind} checked={kinds.has(kind)} onCheckedChange={({ checked }) => toggle(kind, checked === true)} size="sm">
            <Checkbox.HiddenInput />
            <Checkbox.Control />
            <Checkbox.Label display="flex" alignItems="center" gap="1">
              <Box as="span" aria-hidden width="3" height="3" borderRadius="sm" style={{ background: KIND_STYLES[kind].background }} />
              {t(`kinds.${kind}`)}
            </Checkbox.Label>
          </Checkbox.Root>
        ))}
        <Input
          size="sm"
          width="auto"
          dir="ltr"
          value={dossier}
          onChange={(e) => setDossier(e.target.value)}
          aria-label={t('dossierFilter')}
          placeholder={t('dossierFilter')}
          title={t('dossierFilterHint')}
          data-testid="calendar-dossier"
        />
        <Text as="span" display="flex" alignItems="center" gap="1" fontSize="sm" data-testid="legend-performed">
          <Box
            as="span"
            aria-hidden
            width="3"
            height="3"
            borderRadius="sm"
            style={{ background: PERFORMED_STYLE.background, border: `1px solid ${PERFORMED_STYLE.border}` }}
          />
          {t('legendPerformed')}
        </Text>
      </HStack>
      <AgendaCalendar
        key={choice}
        owner={owner}
        kinds={kinds}
        dossier={dossier}
        onOpenAppointment={setOpened}
        onSelectSlot={owner === 'all' ? undefined : setSlot}
      />
      {opened && <AppointmentDetailDialog id={opened} forClient={false} onClose={() => setOpened(null)} />}
      {slot && owner !== 'all' && <NewAppointmentDialog lawyerId={owner.userId} slot={slot} onClose={() => setSlot(null)} />}
    </Stack>
  );
};
