import { Badge, Button, HStack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../../components/form-dialog';
import { PageLoader } from '../../../components/page-loader';
import { TextareaField, TextField } from '../../../components/text-field';
import { formatDate, formatTime } from '../../../lib/format';
import { notifySuccess } from '../../../lib/notify';
import { useForm } from '../../../lib/use-form';
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
/** What staff typed (null: the appointment's own, once read) and the cancellation's reason. */
type Values = { [K in keyof Edit]: string | null } & { motif: string };

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
  const [cancelling, setCancelling] = useState(cancellingFirst);
  const form = useForm<Values>(
    { date: null, heureDebut: null, heureFin: null, commentaire: null, motif: '' },
    {
      rules: ({ motif }) => ({ motif: cancelling && !motif.trim() ? 'required' : undefined }),
      messages: { required: t('detail.motifRequired') },
    },
  );
  const { values } = form;
  const update = useUpdateAppointment();
  const confirm = useConfirmAppointment();
  const cancel = useCancelAppointment();

  const current: Edit | null = appointment
    ? {
        date: values.date ?? appointment.date,
        heureDebut: values.heureDebut ?? appointment.heureDebut.slice(0, 5),
        heureFin: values.heureFin ?? appointment.heureFin.slice(0, 5),
        commentaire: values.commentaire ?? appointment.commentaire ?? '',
      }
    : null;
  const active = appointment && (appointment.statut === 'EAT' || appointment.statut === 'CNF');
  const name = (p: { nom: string; prenom: string } | null | undefined) => (p ? `${p.prenom} ${p.nom}`.trim() : '—');

  const finish = async (message: string) => {
    await refreshAppointments();
    notifySuccess(message);
    onClose();
  };

  const handleSave = form.submit(async () => {
    if (!current) return;
    await update.trigger({
      params: { idrendezvous: id },
      body: { ...current, heureDebut: `${current.heureDebut}:00`, heureFin: `${current.heureFin}:00` },
    });
    await finish(t('detail.saved'));
  });
  const handleConfirm = form.submit(async () => {
    await confirm.trigger({ body: { id } });
    await finish(t('detail.confirmed'));
  });
  const handleCancel = form.submit(async ({ motif }) => {
    await cancel.trigger({ body: { id, motif } });
    await finish(t('detail.cancelled'));
  });
  /** What a field of the edit takes: the value shown, its change, its error. */
  const editField = (key: keyof Edit) => ({
    name: key,
    value: current?.[key] ?? '',
    onChange: (event: { target: { value: string } }) => form.setValue(key, event.target.value),
    error: form.errorOf(key),
  });

  const editable = !forClient && active;
  return (
    <FormDialog
      title={t('detail.title')}
      testId="appointment-detail"
      cancelTestId="appointment-close"
      submitTestId="appointment-save"
      failure={form.failure ?? (loadError ? t('detail.loadFailed') : null)}
      unsaved={form.dirty}
      saving={update.isMutating}
      cancelLabel={t('actions.close')}
      submitLabel={editable && !cancelling ? t('actions.save') : null}
      onSubmit={handleSave}
      onClose={onClose}
      actions={
        <>
          {active && !cancelling && (
            <Button
              colorPalette="red"
              variant="outline"
              minHeight="11"
              onClick={() => setCancelling(true)}
              data-testid="appointment-cancel"
            >
              {t('actions.cancelAppointment')}
            </Button>
          )}
          {active && cancelling && (
            <Button
              colorPalette="red"
              minHeight="11"
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
              minHeight="11"
              loading={confirm.isMutating}
              onClick={() => void handleConfirm()}
              data-testid="appointment-confirm"
            >
              {t('actions.confirm')}
            </Button>
          )}
        </>
      }
    >
      {isLoading && <PageLoader />}
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
              <TextField {...editField('date')} type="date" label={t('fields.date')} />
              <HStack align="start">
                <TextField {...editField('heureDebut')} type="time" label={t('fields.start')} />
                <TextField {...editField('heureFin')} type="time" label={t('fields.end')} />
              </HStack>
              <TextareaField {...editField('commentaire')} label={t('fields.comment')} />
            </>
          ) : (
            <>
              <Text data-testid="appointment-when">
                <strong>{t('fields.date')}</strong> {formatDate(appointment.date, language)}, {formatTime(appointment.heureDebut, language)}
                –{formatTime(appointment.heureFin, language)}
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
          {cancelling && <TextareaField {...form.field('motif')} label={t('fields.motif')} required />}
        </>
      )}
    </FormDialog>
  );
};
