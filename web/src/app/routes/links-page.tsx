import { Heading, Link, List, Stack } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';

const PUBLIC_LINKS = [
  { to: '/login', key: 'login.title' },
  { to: '/register', key: 'register.title' },
  { to: '/forgot-password', key: 'forgotPassword.title' },
];
const PRIVATE_LINKS = [
  { to: '/', key: 'pages.home' },
  { to: '/editor', key: 'pages.editor' },
  { to: '/admin', key: 'pages.admin' },
  { to: '/lounge', key: 'pages.lounge' },
];

/** Spec 2.1's index page 'Links': the public pages and the private ones. */
export const LinksPage = () => {
  const { t } = useTranslation();
  const section = (titleKey: string, links: typeof PUBLIC_LINKS) => (
    <Stack as="section" gap="2">
      <Heading as="h2" size="md">
        {t(titleKey)}
      </Heading>
      <List.Root paddingInlineStart="5">
        {links.map(({ to, key }) => (
          <List.Item key={to}>
            <Link asChild colorPalette="teal" color="colorPalette.fg">
              <RouterLink to={to}>{t(key)}</RouterLink>
            </Link>
          </List.Item>
        ))}
      </List.Root>
    </Stack>
  );
  return (
    <Stack gap="6">
      <Heading as="h1" size="xl">
        {t('links.title')}
      </Heading>
      {section('links.public', PUBLIC_LINKS)}
      {section('links.private', PRIVATE_LINKS)}
    </Stack>
  );
};
