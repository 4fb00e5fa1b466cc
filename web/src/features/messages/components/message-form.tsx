import { Button, Stack, Text } from '@chakra-ui/react';
import { BODY_MAX, SUBJECT_MAX } from '@mizan/shared/schemas/messages';
import { useTranslation } from 'react-i18next';
import { LuSend } from 'react-icons/lu';
import { TextareaField, TextField } from '../../../components/text-field';
import { notifyError } from '../../../lib/notify';
import { useForm } from '../../../lib/use-form';
import { useSendMessage } from '../api/send-message';

type MessageFormProps = { dossierId: string; onSent: () => void };

/**
 * Spec 2.12's form: a subject, a body of 6 rows and Send. Send stays disabled, with a hint saying
 * why, while either is empty (decision 5: nothing fails silently); after a send the form empties
 * and the thread reloads. The text is sent exactly as typed.
 */
export const MessageForm = ({ dossierId, onSent }: MessageFormProps) => {
  const { t } = useTranslation('messages');
  const { trigger } = useSendMessage();
  const form = useForm(
    { sujet: '', contenu: '' },
    {
      failureOf: (error) => {
        notifyError(error);
        return null;
      },
    },
  );
  const missing = !form.values.sujet.trim() || !form.values.contenu.trim();

  const handleSubmit = form.submit(async ({ sujet, contenu }) => {
    await trigger({ body: { idDossier: dossierId, sujet, contenu } });
    form.reset();
    onSent();
  });

  return (
    <Stack asChild gap="3">
      <form onSubmit={handleSubmit} data-testid="message-form" noValidate>
        <TextField {...form.field('sujet')} label={t('form.subject')} dir="auto" minHeight="11" maxLength={SUBJECT_MAX} required />
        <TextareaField
          {...form.field('contenu')}
          label={t('form.body')}
          helperText={t('form.length', { count: form.values.contenu.length, max: BODY_MAX })}
          dir="auto"
          rows={6}
          maxLength={BODY_MAX}
          required
        />
        {missing && (
          <Text fontSize="sm" color="fg.muted" data-testid="message-hint">
            {t('form.missing')}
          </Text>
        )}
        <Button
          type="submit"
          colorPalette="teal"
          alignSelf="flex-end"
          minHeight="11"
          disabled={missing}
          loading={form.saving}
          data-testid="message-send"
        >
          <LuSend /> {t('form.send')}
        </Button>
      </form>
    </Stack>
  );
};
