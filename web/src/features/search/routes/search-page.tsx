import { Button, Heading, HStack, Input, Stack, Text } from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { LuSearch } from 'react-icons/lu';
import { useLocation, useNavigate } from 'react-router-dom';
import { SearchResults } from '../components/search-results';

type SearchState = { query?: string } | null;

type SearchFormProps = { term: string };

/** A new search from the page itself, starting from the current term. */
const SearchForm = ({ term }: SearchFormProps) => {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [text, setText] = useState(term);

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const query = text.trim();
    if (query) navigate('/Search', { state: { query }, replace: true });
  };

  return (
    <form role="search" onSubmit={handleSubmit} data-testid="search-page-form">
      <HStack maxWidth="36rem">
        <Input
          name="q"
          type="search"
          value={text}
          onChange={(event) => setText(event.target.value)}
          placeholder={t('search.placeholder')}
          aria-label={t('search.label')}
        />
        <Button type="submit" colorPalette="teal">
          <LuSearch aria-hidden /> {t('search.label')}
        </Button>
      </HStack>
    </form>
  );
};

/** Spec 2.16: the term typed in the top bar arrives in navigation state; another can be typed here. */
export const SearchPage = () => {
  const { t } = useTranslation();
  const term = (useLocation().state as SearchState)?.query?.trim() ?? '';
  return (
    <Stack gap="4">
      <Heading as="h1" size="xl">
        {t('pages.search')}
      </Heading>
      <SearchForm key={term} term={term} />
      <Text data-testid="search-term">{term ? t('search.resultsFor', { query: term }) : t('search.noTerm')}</Text>
      {term && <SearchResults term={term} />}
    </Stack>
  );
};
