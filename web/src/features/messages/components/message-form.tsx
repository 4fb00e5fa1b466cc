import { Button, Field, Input, Stack, Text, Textarea } from '@chakra-ui/react';
import { BODY_MAX, SUBJECT_MAX } from '@mizan/shared/schemas/messages';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { LuSend } from 'react-icons/lu';
import { notifyError } from '../../../lib/notify';
import { useSendMessage } from '../api/send-message';

type MessageFormProps = { dossierId: string; onSent: () => void };

/**
 * Spec 2.12's form: a subject, a body of 6 rows and Send. Send stays disabled, with a hint saying
 * why, while either is empty (decision 5: nothing fails silently); after a send the form empties
 * and the thread reloads. The text is sent exactly as typed.
 */
export const MessageForm = ({ dossierId, onSent }: MessageFormProps) => {
  const { t } = useTranslation('messages');
  const { trigger, isMutating } = useSendMessage();
  const [sujet, setSujet] = useState('');
  const [contenu, setContenu] = useState('');
  const missing = !sujet.trim() || !contenu.trim();

  const handleSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (missing) return;
    try {
      await trigger({ body: { idDossier: dossierId, sujet, contenu } });
      setSujet('');
      setContenu('');
      onSent();
    } catch (error) {
      notifyError(error);
    }
  };

  return (
    <Stack asChild gap="3">
      <form onSubmit={(e) => void handleSubmit(e)} data-testid="message-form" noValidate>
        <Field.Root id="sujet" required>
          <Field.Label>
            {t('form.subject')}
            <Field.RequiredIndicator />
          </Field.Label>
          <Input name="sujet" dir="auto" minHeight="11" value={sujet} maxLength={SUBJECT_MAX} onChange={(e) => setSujet(e.target.value)} />
        </Field.Root>
        <Field.Root id="contenu" required>
          <Field.Label>
            {t('form.body')}
            <Field.RequiredIndicator />
          </Field.Label>
          <Textarea name="contenu" dir="auto" rows={6} value={contenu} maxLength={BODY_MAX} onChange={(e) => setContenu(e.target.value)} />
          <Field.HelperText>{t('form.length', { count: contenu.length, max: BODY_MAX })}</Field.HelperText>
        </Field.Root>
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
          loading={isMutating}
          data-testid="message-send"
        >
          <LuSend /> {t('form.send')}
        </Button>
      </form>
    </Stack>
  );
};
