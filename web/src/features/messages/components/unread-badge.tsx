import { Badge, VisuallyHidden } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { hasAnyRole } from '../../../lib/session';
import { useSession } from '../../../lib/use-session';
import { useUnreadTotal } from '../api/get-unread-total';

/** The sidebar's Folders badge: the clients' messages no one of the firm has read yet. */
export const FoldersUnreadBadge = () => {
  const { t } = useTranslation('messages');
  const staff = hasAnyRole(useSession(), ['ADMIN', 'USER']);
  const count = useUnreadTotal(staff).data?.messagesNonLus ?? 0;
  if (!count) return null;
  return (
    <Badge colorPalette="red" variant="solid" borderRadius="full" data-testid="folders-unread">
      <span aria-hidden>{count}</span>
      <VisuallyHidden>{t('unreadCount', { count })}</VisuallyHidden>
    </Badge>
  );
};
