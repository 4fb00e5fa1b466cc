import { Button, Checkbox, Clipboard, Heading, HStack, Input, InputGroup, Stack, Text } from '@chakra-ui/react';
import { AGENDA_KINDS, type AgendaKind } from '@mizan/shared/schemas/calendar';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../lib/format';
import { errorMessage, notifyError, notifySuccess } from '../../../lib/notify';
import type { ApiResponse } from '../../../lib/api-client';
import { useCalendarFeed } from '../api/get-calendar-feed';
import { useRegenerateCalendarFeed } from '../api/regenerate-calendar-feed';
import { useRevokeCalendarFeed } from '../api/revoke-calendar-feed';
import { currentLanguage } from '../../../lib/i18n';

type FeedStatus = ApiResponse<'calendar.feedUrl'>;

/** The subscription's address carrying the kinds chosen (none said: every kind). */
const addressWith = (url: string, kinds: ReadonlySet<AgendaKind>) =>
  kinds.size === AGENDA_KINDS.length ? url : `${url}?kinds=${AGENDA_KINDS.filter((k) => kinds.has(k)).join(',')}`;

/**
 * The staff member's calendar subscription (Google, Outlook): a private address shown once, when
 * made (only its fingerprint is kept), that can be replaced by a new one or stopped.
 */
export const CalendarFeedSection = () => {
  const { t } = useTranslation('calendar');
  const language = currentLanguage();
  const { data, error } = useCalendarFeed(true);
  const [made, setMade] = useState<FeedStatus | null>(null);
  const regenerate = useRegenerateCalendarFeed();
  const revoke = useRevokeCalendarFeed();
  const status = made ?? data;
  const [kinds, setKinds] = useState<ReadonlySet<AgendaKind>>(() => new Set(AGENDA_KINDS));
  const toggle = (kind: AgendaKind, on: boolean) =>
    setKinds((current) => new Set(AGENDA_KINDS.filter((k) => (k === kind ? on : current.has(k)))));

  const handleRegenerate = async () => {
    try {
      const replaced = status?.actif;
      setMade(await regenerate.trigger({}));
      notifySuccess(t(replaced ? 'feed.regenerated' : 'feed.created'));
    } catch (error) {
      notifyError(error);
    }
  };
  const handleRevoke = async () => {
    try {
      setMade(await revoke.trigger({}));
      notifySuccess(t('feed.revoked'));
    } catch (error) {
      notifyError(error);
    }
  };

  return (
    <Stack gap="3" data-testid="calendar-feed">
      <Heading as="h2" size="md">
        {t('feed.title')}
      </Heading>
      <Text color="fg.muted">{t('feed.intro')}</Text>
      {!status && error !== undefined && <Text color="fg.error">{errorMessage(error)}</Text>}
      {status?.url && (
        <Stack gap="1">
          <HStack as="fieldset" gap="4" flexWrap="wrap" data-testid="calendar-feed-kinds">
            <Text as="legend" fontSize="sm" marginBottom="1">
              {t('feed.kinds')}
            </Text>
            {AGENDA_KINDS.map((kind) => (
              <Checkbox.Root
                key={kind}
                size="sm"
                checked={kinds.has(kind)}
                // One kind at least: the last one kept cannot be unticked.
                disabled={kinds.size === 1 && kinds.has(kind)}
                onCheckedChange={({ checked }) => toggle(kind, checked === true)}
              >
                <Checkbox.HiddenInput />
                <Checkbox.Control />
                <Checkbox.Label>{t(`kinds.${kind}`)}</Checkbox.Label>
              </Checkbox.Root>
            ))}
          </HStack>
          <Clipboard.Root value={addressWith(status.url, kinds)}>
            <Clipboard.Label>{t('feed.address')}</Clipboard.Label>
            <InputGroup
              endElement={
                <Clipboard.Trigger asChild>
                  <Button size="xs" variant="outline" aria-label={t('feed.copy')}>
                    {t('feed.copy')}
                  </Button>
                </Clipboard.Trigger>
              }
            >
              <Clipboard.Input asChild>
                <Input readOnly data-testid="calendar-feed-url" />
              </Clipboard.Input>
            </InputGroup>
          </Clipboard.Root>
          <Text fontSize="sm" color="fg.muted">
            {t('feed.once')}
          </Text>
        </Stack>
      )}
      {status && !status.url && (
        <Text data-testid="calendar-feed-status">
          {status.actif && status.dateCreation
            ? t('feed.active', { date: formatDateTime(status.dateCreation, language) })
            : t('feed.inactive')}
        </Text>
      )}
      <HStack>
        <Button
          variant="outline"
          loading={regenerate.isMutating}
          onClick={() => void handleRegenerate()}
          data-testid="calendar-feed-regenerate"
        >
          {status?.actif ? t('feed.regenerate') : t('feed.create')}
        </Button>
        {status?.actif && (
          <Button
            variant="outline"
            colorPalette="red"
            loading={revoke.isMutating}
            onClick={() => void handleRevoke()}
            data-testid="calendar-feed-revoke"
          >
            {t('feed.revoke')}
          </Button>
        )}
      </HStack>
    </Stack>
  );
};
