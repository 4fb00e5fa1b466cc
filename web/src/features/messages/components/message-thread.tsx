import { Box, Button, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { LuListTodo } from 'react-icons/lu';
import { formatDateTimeSeconds } from '../../../lib/format';
import { currentLanguage } from '../../../lib/i18n';
import type { Message } from '../api/list-messages';

type MessageThreadProps = {
  messages: readonly Message[];
  /** The reader: their own messages sit at the inline end (mirrored in Arabic), the others' at the start. */
  userId: string;
  hasOlder: boolean;
  loadingOlder: boolean;
  onLoadOlder: () => void;
  /** Staff: a button on each message opens a new task made from it. */
  onMakeTask?: (message: Message) => void;
};

/** Spec 2.12's list: subject, text as written (line breaks kept, never markup), author and send time; for staff, "Créer une tâche" on each. */
export const MessageThread = ({ messages, userId, hasOlder, loadingOlder, onLoadOlder, onMakeTask }: MessageThreadProps) => {
  const { t } = useTranslation('messages');
  const language = currentLanguage();
  return (
    <Stack gap="3" data-testid="message-thread" aria-live="polite">
      {hasOlder && (
        <Button
          variant="outline"
          size="sm"
          alignSelf="center"
          minHeight="11"
          loading={loadingOlder}
          onClick={onLoadOlder}
          data-testid="older-messages"
        >
          {t('thread.older')}
        </Button>
      )}
      {!messages.length && <Text color="fg.muted">{t('thread.empty')}</Text>}
      {messages.map((m) => {
        const own = m.idAuteur === userId;
        return (
          <Box
            key={m.idMessage}
            data-testid="message"
            data-own={own}
            alignSelf={own ? 'flex-end' : 'flex-start'}
            maxWidth={{ base: '92%', md: '75%' }}
            minWidth="0"
            borderWidth="1px"
            borderRadius="lg"
            paddingBlock="2"
            paddingInline="3"
            bg={own ? 'teal.subtle' : 'bg.muted'}
            fontWeight={!own && !m.lu ? 'semibold' : undefined}
          >
            {/* Each text reads in its own direction: an Arabic message in a French page, and the reverse. */}
            <Text fontWeight="semibold" overflowWrap="anywhere" dir="auto">
              {m.sujet}
            </Text>
            <Text whiteSpace="pre-wrap" overflowWrap="anywhere" dir="auto" data-testid="message-body">
              {m.contenu}
            </Text>
            <Text fontSize="xs" color="fg.muted" marginTop="1">
              <bdi>{m.auteur}</bdi> ·{' '}
              <bdi>
                <time dateTime={m.dateEnvoi}>{formatDateTimeSeconds(m.dateEnvoi, language)}</time>
              </bdi>
              {!own && !m.lu && ` · ${t('thread.new')}`}
            </Text>
            {onMakeTask && (
              <Button variant="ghost" size="xs" marginTop="1" onClick={() => onMakeTask(m)} data-testid="message-make-task">
                <LuListTodo /> {t('thread.makeTask')}
              </Button>
            )}
          </Box>
        );
      })}
    </Stack>
  );
};
