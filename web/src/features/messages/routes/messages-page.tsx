import { Button, Card, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LuArrowLeft } from 'react-icons/lu';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { IsolatedSentence } from '../../../components/isolated-sentence';
import { PageLoader } from '../../../components/page-loader';
import { ReadFailure } from '../../../components/read-status';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { hasAnyRole } from '../../../lib/session';
import { useSession } from '../../../lib/use-session';
import { useThreadDossier } from '../api/get-dossier';
import { useRefreshUnread } from '../api/get-unread-total';
import { olderMessages, useThread, type Message } from '../api/list-messages';
import { MessageForm } from '../components/message-form';
import { MessageThread } from '../components/message-thread';
import { TaskDialog } from '../../tasks/components/task-dialog';
import { THREAD_PAGE } from '@mizan/shared/schemas/messages';

/** The task's limits (shared schema): a long subject or text is cut to fit, the person edits the rest. */
const TITLE_MAX = 200;
const DESCRIPTION_MAX = 2000;

/**
 * Spec 2.12: /Folder/Messages?id= (staff) and /Client/Folder/Messages?id= (a client): a dossier's
 * thread and the form to write in it. Opening it marks the other side's messages as read. Staff
 * may make a task of a message: the task dialog opens on the dossier, with the message's subject
 * as its title and its text as its description.
 */
export const MessagesPage = () => {
  const { t } = useTranslation('messages');
  const id = useSearchParams()[0].get('id');
  const session = useSession();
  const isClient = !hasAnyRole(session, ['ADMIN', 'USER']);
  const dossier = useThreadDossier(id).data;
  const { data: newest, error, isLoading, mutate } = useThread(id);
  const refreshUnread = useRefreshUnread();
  const [older, setOlder] = useState<Message[]>([]);
  const [hasOlder, setHasOlder] = useState<boolean | null>(null);
  const [loadingOlder, setLoadingOlder] = useState(false);
  const [taskFrom, setTaskFrom] = useState<Message | null>(null);

  useEffect(() => {
    if (newest) refreshUnread();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- a reading of the thread changes the counts
  }, [newest]);

  if (!id) return <Text>{t('missingId')}</Text>;
  if (isLoading) return <PageLoader />;
  const messages = [...older, ...(newest ?? [])];
  const more = hasOlder ?? newest?.length === THREAD_PAGE;
  const loadOlder = async () => {
    const oldest = messages[0];
    if (!oldest) return;
    setLoadingOlder(true);
    try {
      const page = await olderMessages(id, oldest.idMessage);
      setOlder((shown) => [...page.messages, ...shown]);
      setHasOlder(page.more);
    } catch (error) {
      notifyError(error);
    } finally {
      setLoadingOlder(false);
    }
  };
  const back = `${isClient ? '/Client/Folder' : '/Folder'}?id=${encodeURIComponent(id)}`;

  return (
    <Stack gap="5" maxWidth="3xl" width="full" data-testid="messages-page">
      <HStack justify="space-between" wrap="wrap" gap="2">
        <Heading as="h1" size="xl" overflowWrap="anywhere">
          <IsolatedSentence template={t('title')} values={{ ref: dossier?.refCabinet ?? '' }} />
        </Heading>
        <Button asChild variant="outline" size="sm" minHeight="11">
          <RouterLink to={back} data-testid="back-to-dossier">
            <LuArrowLeft /> {t('backToDossier')}
          </RouterLink>
        </Button>
      </HStack>
      <Card.Root size="sm">
        <Card.Body>
          {/* A thread that could not be read is not an empty one. */}
          {!newest && error ? (
            <ReadFailure error={error} />
          ) : (
            <MessageThread
              messages={messages}
              userId={session?.userId ?? ''}
              hasOlder={more}
              loadingOlder={loadingOlder}
              onLoadOlder={() => void loadOlder()}
              onMakeTask={isClient ? undefined : setTaskFrom}
            />
          )}
        </Card.Body>
      </Card.Root>
      <Card.Root size="sm">
        <Card.Body>
          <MessageForm dossierId={id} onSent={() => void mutate()} />
        </Card.Body>
      </Card.Root>
      {taskFrom && (
        <TaskDialog
          origin={{
            idDossier: id,
            titre: (taskFrom.sujet || taskFrom.contenu.split('\n')[0]!).slice(0, TITLE_MAX),
            description: taskFrom.contenu.slice(0, DESCRIPTION_MAX),
          }}
          onSaved={() => notifySuccess(t('thread.taskMade'))}
          onClose={() => setTaskFrom(null)}
        />
      )}
    </Stack>
  );
};
