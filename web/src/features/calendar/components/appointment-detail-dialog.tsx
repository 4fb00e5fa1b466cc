import { Badge, Button, Dialog, Field, HStack, Portal, Stack, Text, Textarea } from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '../../../components/form-alert';
import { PageLoader } from '../../../components/page-loader';
import { TextField } from '../../../components/text-field';
import { formatDate, formatTime } from '../../../lib/format';
import { formFailure, notifySuccess } from '../../../lib/notify';
import { useCancelAppointment } from '../api/cancel-appointment';
import { useConfirmAppointment } from '../api/confirm-appointment';
import { useAppointment } from '../api/get-appointment';
import { useUpdateAppointment } from '../api/update-appointment';
import { refreshAppointments } from '../utils/calendar-dates';
import { STATUS_PALETTE } from '../utils/statuses';
import { currentLanguage } from '../../../lib/i18n';

type AppointmentDetailDialogProps = {
  id: string;
  /** The reader is the appointment's client: read-only, and they may only cancel. */
  forClient: boolean;
  /** Opens on the cancellation's reason (the dashboard's delete). */
  cancelling?: boolean;
  onClose: () => void;
};

type Edit = { date: string; heureDebut: string; heureFin: string; commentaire: string };

/**
 * 'Détail du rendez-vous' (specification 2.18, decisions 3): client and lawyer, date, times,
 * comment and status. Staff edit the date, times and comment and confirm; anyone cancels with a
 * reason. A cancelled appointment offers neither. Each action closes the dialog and reads every
 * calendar again.
 */
export const AppointmentDetailDialog = ({ id, forClient, cancelling: cancellingFirst = false, onClose }: AppointmentDetailDialogProps) => {
  const { t } = useTranslation('calendar');
  const language = currentLanguage();
  const { data: appointment, error: loadError, isLoading } = useAppointment(id);
  const [edit, setEdit] = useState<Edit | null>(null);
  const [cancelling, setCancelling] = useState(cancellingFirst);
  const [motif, setMotif] = useState('');
  const [failure, setFailure] = useState<string | null>(null);
  const [fieldErrors, setFieldErrors] = useState<Partial<Record<string, string>>>({});
  const update = useUpdateAppointment();
  const confirm = useConfirmAppointment();
  const cancel = useCancelAppointment();

  const current: Edit | null =
    edit ??
    (appointment
      ? {
          date: appointment.date,
          heureDebut: appointment.heureDebut.slice(0, 5),
          heureFin: appointment.heureFin.slice(0, 5),
          commentaire: appointment.commentaire ?? '',
        }
      : null);
  const active = appointment && (appointment.statut === 'EAT' || appointment.statut === 'CNF');
  const name = (p: { nom: string; prenom: string } | null | undefined) => (p ? `${p.prenom} ${p.nom}`.trim() : '—');

  const finish = async (message: string) => {
    await refreshAppointments();
    notifySuccess(message);
    onClose();
  };
  const fail = (error: unknown, fields: object) => {
    const { byField, failure: whole } = formFailure(error, fields);
    setFieldErrors(byField);
    setFailure(whole);
  };

  const handleSave = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!current) return;
    try {
      await update.trigger({
        params: { idrendezvous: id },
        body: { ...current, heureDebut: `${current.heureDebut}:00`, heureFin: `${current.heureFin}:00` },
      });
      await finish(t('detail.saved'));
    } catch (error) {
      fail(error, current);
    }
  };
  const handleConfirm = async () => {
    try {
      await confirm.trigger({ body: { id } });
      await finish(t('detail.confirmed'));
    } catch (error) {
      fail(error, {});
    }
  };
  const handleCancel = async () => {
    if (!motif.trim()) {
      setFieldErrors({ motif: t('detail.motifRequired') });
      return;
    }
    try {
      await cancel.trigger({ body: { id, motif } });
      await finish(t('detail.cancelled'));
    } catch (error) {
      fail(error, { motif });
    }
  };

  const editable = !forClient && active;
  return (
    <Dialog.Root open onOpenChange={({ open }) => !open && onClose()} placement="center" size="md">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content data-testid="appointment-detail-dialog">
            <form onSubmit={(event) => void handleSave(event)} noValidate>
              <Dialog.Header>
                <Dialog.Title>{t('detail.title')}</Dialog.Title>
              </Dialog.Header>
              <Dialog.Body>
                <Stack gap="3">
                  {isLoading && <PageLoader />}
                  <FormAlert message={failure ?? (loadError ? t('detail.loadFailed') : null)} />
                  {appointment && current && (
                    <>
                      <HStack justify="space-between">
                        <Badge colorPalette={STATUS_PALETTE[appointment.statut]} size="lg" data-testid="appointment-status">
                          {t(`status.${appointment.statut}`)}
                        </Badge>
                        {appointment.refCabinet && <Text fontWeight="medium">{appointment.refCabinet}</Text>}
                      </HStack>
                      <Text>
                        <strong>{t('fields.client')}</strong> {name(appointment.client)}
                      </Text>
                      <Text>
                        <strong>{t('fields.lawyer')}</strong> {name(appointment.utilisateur)}
                      </Text>
                      {editable ? (
                        <>
                          <TextField
                            name="date"
                            type="date"
                            label={t('fields.date')}
                            value={current.date}
                            error={fieldErrors.date}
                            onChange={(e) => setEdit({ ...current, date: e.target.value })}
                          />
                          <HStack align="start">
                            <TextField
                              name="heureDebut"
                              type="time"
                              label={t('fields.start')}
                              value={current.heureDebut}
                              error={fieldErrors.heureDebut}
                              onChange={(e) => setEdit({ ...current, heureDebut: e.target.value })}
                            />
                            <TextField
                              name="heureFin"
                              type="time"
                              label={t('fields.end')}
                              value={current.heureFin}
                              error={fieldErrors.heureFin}
                              onChange={(e) => setEdit({ ...current, heureFin: e.target.value })}
                            />
                          </HStack>
                          <Field.Root id="commentaire" invalid={!!fieldErrors.commentaire}>
                            <Field.Label>{t('fields.comment')}</Field.Label>
                            <Textarea
                              name="commentaire"
                              value={current.commentaire}
                              onChange={(e) => setEdit({ ...current, commentaire: e.target.value })}
                            />
                            {fieldErrors.commentaire && <Field.ErrorText>{fieldErrors.commentaire}</Field.ErrorText>}
                          </Field.Root>
                        </>
                      ) : (
                        <>
                          <Text data-testid="appointment-when">
                            <strong>{t('fields.date')}</strong> {formatDate(appointment.date, language)},{' '}
                            {formatTime(appointment.heureDebut, language)}–{formatTime(appointment.heureFin, language)}
                          </Text>
                          {appointment.commentaire && (
                            <Text>
                              <strong>{t('fields.comment')}</strong> {appointment.commentaire}
                            </Text>
                          )}
                        </>
                      )}
                      {appointment.motif && (
                        <Text>
                          <strong>{t('fields.motif')}</strong> {appointment.motif}
                        </Text>
                      )}
                      {cancelling && (
                        <Field.Root id="motif" invalid={!!fieldErrors.motif} required>
                          <Field.Label>
                            {t('fields.motif')}
                            <Field.RequiredIndicator />
                          </Field.Label>
                          <Textarea name="motif" value={motif} onChange={(e) => setMotif(e.target.value)} />
                          {fieldErrors.motif && <Field.ErrorText>{fieldErrors.motif}</Field.ErrorText>}
                        </Field.Root>
                      )}
                    </>
                  )}
                </Stack>
              </Dialog.Body>
              <Dialog.Footer flexWrap="wrap">
                <Button variant="outline" onClick={onClose} data-testid="appointment-close">
                  {t('actions.close')}
                </Button>
                {active && !cancelling && (
                  <Button colorPalette="red" variant="outline" onClick={() => setCancelling(true)} data-testid="appointment-cancel">
                    {t('actions.cancelAppointment')}
                  </Button>
                )}
                {active && cancelling && (
                  <Button
                    colorPalette="red"
                    loading={cancel.isMutating}
                    onClick={() => void handleCancel()}
                    data-testid="appointment-cancel-confirm"
                  >
                    {t('actions.confirmCancel')}
                  </Button>
                )}
                {editable && appointment.statut === 'EAT' && !cancelling && (
                  <Button
                    colorPalette="green"
                    loading={confirm.isMutating}
                    onClick={() => void handleConfirm()}
                    data-testid="appointment-confirm"
                  >
                    {t('actions.confirm')}
                  </Button>
                )}
                {editable && !cancelling && (
                  <Button type="submit" colorPalette="teal" loading={update.isMutating} data-testid="appointment-save">
                    {t('actions.save')}
                  </Button>
                )}
              </Dialog.Footer>
            </form>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
};
