import { Box, Icon, Stack, Text } from '@chakra-ui/react';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import type { IconType } from 'react-icons';
import {
  LuCalendar,
  LuChartColumn,
  LuCalendarDays,
  LuContact,
  LuFolder,
  LuFolderOpen,
  LuGavel,
  LuHouse,
  LuListTodo,
  LuPenLine,
  LuReceipt,
  LuScrollText,
  LuSettings,
  LuUsers,
} from 'react-icons/lu';
import { NavLink } from 'react-router-dom';
import { hasAnyRole } from '../../lib/session';
import { useSession } from '../../lib/use-session';
import { APP_PAGES, lazyPage, type AppPage, type Page } from '../pages';

/** The pages the sidebar links to, in its order, with their icon and, for one, a count beside it. */
const SIDEBAR: readonly { path: string; icon: IconType; Badge?: Page }[] = [
  { path: '/', icon: LuHouse },
  {
    path: '/Folders',
    icon: LuFolder,
    // the unread messages of the person's dossiers
    Badge: lazyPage(() => import('../../features/messages/components/unread-badge'), 'FoldersUnreadBadge'),
  },
  { path: '/Calendar', icon: LuCalendar },
  { path: '/Hearings', icon: LuGavel },
  { path: '/Tasks', icon: LuListTodo },
  { path: '/Invoices', icon: LuReceipt },
  { path: '/Reports', icon: LuChartColumn },
  { path: '/Users', icon: LuUsers },
  { path: '/Clients', icon: LuContact },
  { path: '/Settings', icon: LuSettings },
  { path: '/Client/Folders', icon: LuFolderOpen },
  { path: '/Client/Calendar', icon: LuCalendarDays },
  { path: '/editor', icon: LuPenLine },
  { path: '/admin', icon: LuScrollText },
];

const pageOf = (path: string): AppPage => {
  const page = APP_PAGES.find((candidate) => candidate.path === path);
  if (!page) throw new Error(`sidebar: no page ${path} in APP_PAGES`);
  return page;
};
const LINKS = SIDEBAR.map((link) => ({ ...link, ...pageOf(link.path) }));

/** Spec 2.2 / section 6: icon links, each shown only to the roles its page admits. */
export const Sidebar = () => {
  const { t } = useTranslation();
  const session = useSession();
  const links = LINKS.filter((link) => hasAnyRole(session, link.roles));
  return (
    <Box
      as="nav"
      aria-label={t('nav.label')}
      data-testid="sidebar"
      width={{ base: '16', md: '56' }}
      flexShrink={0}
      borderInlineEndWidth="1px"
      bg="bg.panel"
      paddingBlock="4"
    >
      <Stack as="ul" gap="1" listStyleType="none" paddingInline="2">
        {links.map(({ path, titleKey, icon, Badge }) => (
          <Box as="li" key={path} position="relative">
            {/* The current page by its `aria-current` (NavLink's), in CSS: first-paint.ts marks
                it so in a prerendered shell. */}
            <Box
              asChild
              display="flex"
              alignItems="center"
              gap="3"
              paddingInline="3"
              paddingBlock="2"
              minHeight="11"
              borderRadius="md"
              colorPalette="teal"
              _hover={{ bg: 'bg.muted' }}
              _currentPage={{ bg: 'colorPalette.subtle', fontWeight: 'semibold' }}
            >
              <NavLink to={path} end aria-label={t(titleKey)} title={t(titleKey)}>
                <Icon as={icon} boxSize="5" aria-hidden />
                <Text as="span" display={{ base: 'none', md: 'inline' }}>
                  {t(titleKey)}
                </Text>
              </NavLink>
            </Box>
            {/* Beside the link, not in it: the link's name stays its visible label. */}
            {Badge && (
              <Box position="absolute" top="1" insetEnd="1" pointerEvents="none">
                <Suspense fallback={null}>
                  <Badge />
                </Suspense>
              </Box>
            )}
          </Box>
        ))}
      </Stack>
    </Box>
  );
};
