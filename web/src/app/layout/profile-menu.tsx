import { Avatar, Button, VisuallyHidden } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { DeferredMenu } from '../../components/deferred-menu';
import { useSession } from '../../lib/use-session';

const loadMenu = () => import('./profile-menu-content').then((module) => module.ProfileMenuContent);

/** The profile menu: its button now, its menu when first reached for (deferred-menu.tsx). */
export const ProfileMenu = () => {
  const { t } = useTranslation();
  const session = useSession();
  return (
    <DeferredMenu
      load={loadMenu}
      trigger={
        <Button variant="ghost" size="sm" minHeight={{ base: '11', md: 'auto' }} data-testid="profile-menu" title={t('profile.menu')}>
          {/* Named by its hidden text, not aria-label: the initials are decoration (WCAG 2.5.3, label in name). */}
          <Avatar.Root size="xs" aria-hidden>
            <Avatar.Fallback name={session?.userFullName} />
          </Avatar.Root>
          <VisuallyHidden>{t('profile.menu')}</VisuallyHidden>
        </Button>
      }
    />
  );
};
