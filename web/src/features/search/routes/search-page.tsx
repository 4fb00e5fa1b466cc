import { Heading, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';

type SearchState = { query?: string } | null;

/** Spec 2.16: the searched term, from navigation state; results come with the search feature. */
export const SearchPage = () => {
  const { t } = useTranslation();
  const query = (useLocation().state as SearchState)?.query ?? '';
  return (
    <Stack gap="3">
      <Heading as="h1" size="xl">
        {t('pages.search')}
      </Heading>
      <Text data-testid="search-term">{query ? t('search.resultsFor', { query }) : t('search.noTerm')}</Text>
    </Stack>
  );
};
