import { Menu, Portal } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { LuLogOut, LuSettings, LuUser } from 'react-icons/lu';
import { useNavigate } from 'react-router-dom';
import type { DeferredMenuProps } from '../../components/deferred-menu';
import { LanguageItems, selectedLanguage } from '../../components/language-menu-content';
import { hasAnyRole } from '../../lib/session';
import { useLogout } from '../../lib/use-logout';
import { useSession } from '../../lib/use-session';
import { ACCESS } from '../access';

/** Spec 2.2: Profil, Settings (firm administrators), the languages and Déconnexion; loaded on first use (profile-menu.tsx). */
export const ProfileMenuContent = ({ trigger, defaultOpen }: DeferredMenuProps) => {
  const { t, i18n } = useTranslation();
  const session = useSession();
  const navigate = useNavigate();
  const logout = useLogout();
  const handleSelect = ({ value }: { value: string }) => {
    const language = selectedLanguage(value);
    if (language) void i18n.changeLanguage(language);
    else if (value === 'logout') void logout();
    else navigate(value);
  };
  return (
    <Menu.Root onSelect={handleSelect} defaultOpen={defaultOpen}>
      <Menu.Trigger asChild>{trigger}</Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content>
            <Menu.Item value="/profile" data-testid="profile-link">
              <LuUser aria-hidden />
              {t('profile.profile')}
            </Menu.Item>
            {hasAnyRole(session, ACCESS.admin) && (
              <Menu.Item value="/Settings" data-testid="settings-link">
                <LuSettings aria-hidden />
                {t('profile.settings')}
              </Menu.Item>
            )}
            <Menu.Separator />
            <Menu.ItemGroup>
              <Menu.ItemGroupLabel>{t('language.label')}</Menu.ItemGroupLabel>
              <LanguageItems testIdPrefix="profile-lang-" />
            </Menu.ItemGroup>
            <Menu.Separator />
            <Menu.Item value="logout" data-testid="profile-logout">
              <LuLogOut aria-hidden />
              {t('profile.logout')}
            </Menu.Item>
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
};
