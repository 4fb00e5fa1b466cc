import { Heading, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { SearchResults } from '../components/search-results';

type SearchState = { query?: string } | null;

/** Spec 2.16: the term typed in the top bar arrives in navigation state. */
export const SearchPage = () => {
  const { t } = useTranslation();
  const term = (useLocation().state as SearchState)?.query?.trim() ?? '';
  return (
    <Stack gap="4">
      <Heading as="h1" size="xl">
        {t('pages.search')}
      </Heading>
      <Text data-testid="search-term">{term ? t('search.resultsFor', { query: term }) : t('search.noTerm')}</Text>
      {term && <SearchResults term={term} />}
    </Stack>
  );
};
