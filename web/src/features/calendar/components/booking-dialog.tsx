import { Box, Button, Dialog, HStack, IconButton, Portal, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LuChevronLeft, LuChevronRight } from 'react-icons/lu';
import { FormAlert } from '../../../components/form-alert';
import { PageLoader } from '../../../components/page-loader';
import { ApiError } from '../../../lib/api-client';
import { formatDate, formatDayMonth, formatTime } from '../../../lib/format';
import { errorMessage, notifySuccess } from '../../../lib/notify';
import { useCreateAppointment } from '../api/create-appointment';
import { useAvailabilityDays } from '../api/list-availability-days';
import { addDays, casablancaToday, dateAt, mondayOf, refreshAppointments } from '../utils/calendar-dates';
import { currentLanguage } from '../../../lib/i18n';

type BookingDialogProps = {
  lawyerId: string;
  dossierId: string;
  onClose: () => void;
};

type Chosen = { date: string; start: string; end: string };

/**
 * 'Prise de rendez-vous' (specification 2.14, 4, 5): the lawyer's free slots for a week from Monday
 * in 7 columns, arrows moving by 7 days. A chosen slot is highlighted and enables Validate, which
 * shows the date and time to confirm before sending. On failure the dialog stays open and says
 * why, with the refused field's message when there is one (a slot just taken is read again).
 */
export const BookingDialog = ({ lawyerId, dossierId, onClose }: BookingDialogProps) => {
  const { t } = useTranslation('calendar');
  const language = currentLanguage();
  const [monday, setMonday] = useState(() => mondayOf(casablancaToday()));
  const [chosen, setChosen] = useState<Chosen | null>(null);
  const [reviewing, setReviewing] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const range = { dateDebut: monday, dateFin: addDays(monday, 6) };
  const { data: days, error, isLoading, mutate } = useAvailabilityDays(lawyerId, range);
  const create = useCreateAppointment();

  const move = (weeks: number) => {
    setMonday(addDays(monday, 7 * weeks));
    setChosen(null);
    setReviewing(false);
  };
  const when = chosen && `${formatDate(chosen.date, language)}, ${formatTime(chosen.start, language)}–${formatTime(chosen.end, language)}`;

  const handleSend = async () => {
    if (!chosen) return;
    setFailure(null);
    try {
      await create.trigger({
        body: {
          idUtilisateur: lawyerId,
          idDossier: dossierId,
          date: chosen.date,
          heureDebut: `${chosen.start}:00`,
          heureFin: `${chosen.end}:00`,
          commentaire: '',
        },
      });
      await refreshAppointments();
      notifySuccess(t('booking.sent'));
      onClose();
    } catch (sendError) {
      // The rule that refused it, in the reader's language (a date too far ahead, too many pending requests…).
      setFailure((sendError instanceof ApiError && sendError.details[0]?.message) || errorMessage(sendError));
      setReviewing(false);
      setChosen(null);
      await mutate();
    }
  };

  return (
    <Dialog.Root open onOpenChange={({ open }) => !open && onClose()} placement="center" size="xl">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content data-testid="booking-dialog">
            <Dialog.Header>
              <Dialog.Title>{t('booking.title')}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Stack gap="4">
                <FormAlert message={failure ?? (error ? t('booking.loadFailed') : null)} />
                <HStack justify="space-between">
                  <IconButton
                    aria-label={t('booking.previousWeek')}
                    variant="outline"
                    onClick={() => move(-1)}
                    minWidth="11"
                    minHeight="11"
                    data-testid="booking-previous"
                  >
                    {language === 'ar' ? <LuChevronRight /> : <LuChevronLeft />}
                  </IconButton>
                  <Text fontWeight="medium" data-testid="booking-week">
                    {formatDate(range.dateDebut, language)} – {formatDate(range.dateFin, language)}
                  </Text>
                  <IconButton
                    aria-label={t('booking.nextWeek')}
                    variant="outline"
                    onClick={() => move(1)}
                    minWidth="11"
                    minHeight="11"
                    data-testid="booking-next"
                  >
                    {language === 'ar' ? <LuChevronLeft /> : <LuChevronRight />}
                  </IconButton>
                </HStack>
                {isLoading && <PageLoader />}
                {days && days.length === 0 && <Text data-testid="booking-none">{t('booking.noAvailability')}</Text>}
                {days && days.length > 0 && (
                  <SimpleGrid columns={{ base: 2, md: 7 }} gap="2">
                    {days.map((day) => (
                      <Stack key={day.jour} gap="2" data-testid={`booking-day-${day.jour}`}>
                        <Text fontWeight="semibold" fontSize="sm" textAlign="center">
                          {new Intl.DateTimeFormat(language === 'fr' ? 'fr-FR' : language === 'ar' ? 'ar-MA' : 'en-GB', {
                            weekday: 'short',
                          }).format(dateAt(day.jour))}{' '}
                          {formatDayMonth(day.jour, language)}
                        </Text>
                        {day.slots.length === 0 && (
                          <Text fontSize="xs" color="fg.muted" textAlign="center">
                            {t('booking.noSlot')}
                          </Text>
                        )}
                        {day.slots.map((slot) => {
                          const start = slot.dateDebut.slice(11, 16);
                          const end = slot.dateFin.slice(11, 16);
                          const selected = chosen?.date === day.jour && chosen.start === start;
                          return (
                            <Button
                              key={slot.dateDebut}
                              size="sm"
                              colorPalette={selected ? 'gray' : 'green'}
                              variant={selected ? 'solid' : 'outline'}
                              aria-pressed={selected}
                              minHeight="11"
                              data-testid={`slot-${day.jour}-${start}`}
                              onClick={() => {
                                setChosen({ date: day.jour, start, end });
                                setReviewing(false);
                              }}
                            >
                              {formatTime(start, language)}
                            </Button>
                          );
                        })}
                      </Stack>
                    ))}
                  </SimpleGrid>
                )}
                {reviewing && when && (
                  <Box borderWidth="1px" borderRadius="md" padding="3" data-testid="booking-summary">
                    <Text>{t('booking.summary', { when })}</Text>
                  </Box>
                )}
              </Stack>
            </Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" onClick={onClose} minHeight="11">
                {t('actions.cancel')}
              </Button>
              {reviewing ? (
                <Button
                  colorPalette="teal"
                  loading={create.isMutating}
                  onClick={() => void handleSend()}
                  minHeight="11"
                  data-testid="booking-send"
                >
                  {t('booking.send')}
                </Button>
              ) : (
                <Button
                  colorPalette="teal"
                  disabled={!chosen}
                  onClick={() => setReviewing(true)}
                  minHeight="11"
                  data-testid="booking-validate"
                >
                  {t('booking.validate')}
                </Button>
              )}
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
};
