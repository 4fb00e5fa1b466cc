import { Flex, IconButton, Link, Spacer, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { LuLogOut } from 'react-icons/lu';
import { Link as RouterLink } from 'react-router-dom';
import { LanguageMenu } from '../../components/language-menu';
import { homePathFor } from '../../lib/session';
import { useLogout } from '../../lib/use-logout';
import { useSession } from '../../lib/use-session';
import { ProfileMenu } from './profile-menu';
import { SearchBox } from './search-box';

export const TopBar = () => {
  const { t } = useTranslation();
  const session = useSession();
  const logout = useLogout();
  return (
    // On a phone (375 px) everything fits without sideways scrolling, with tap targets of 44 px.
    <Flex
      as="header"
      align="center"
      gap={{ base: '1', md: '3' }}
      paddingInline={{ base: '2', md: '4' }}
      paddingBlock="2"
      borderBottomWidth="1px"
      bg="bg.panel"
    >
      <Link asChild fontWeight="bold" fontSize="lg" colorPalette="teal" color="colorPalette.fg">
        <RouterLink to={homePathFor(session)}>{t('common.appName')}</RouterLink>
      </Link>
      <SearchBox />
      <Spacer />
      <Text display={{ base: 'none', md: 'block' }} fontSize="sm" color="fg.muted">
        {session?.userFullName}
      </Text>
      <LanguageMenu />
      <ProfileMenu />
      <IconButton
        variant="ghost"
        size="sm"
        minWidth={{ base: '11', md: 'auto' }}
        minHeight={{ base: '11', md: 'auto' }}
        data-testid="logout"
        aria-label={t('profile.logout')}
        title={t('profile.logout')}
        onClick={() => void logout()}
      >
        <LuLogOut />
      </IconButton>
    </Flex>
  );
};
