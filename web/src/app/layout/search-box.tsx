import { Input, InputGroup } from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { LuSearch } from 'react-icons/lu';
import { useNavigate } from 'react-router-dom';

/** Spec 2.2: 'Rechercher...'; the typed text travels to /Search in navigation state. */
export const SearchBox = () => {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [query, setQuery] = useState('');
  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const text = query.trim();
    if (text) navigate('/Search', { state: { query: text } });
  };
  return (
    // 28rem wide, narrower only where the bar lacks room: the same width before and after the
    // person's name shows beside it (a prerendered shell has no name, first-paint.ts).
    <form role="search" onSubmit={handleSubmit} style={{ flex: '0 1 28rem', minWidth: 0 }}>
      <InputGroup startElement={<LuSearch aria-hidden />}>
        <Input
          name="search"
          type="search"
          value={query}
          onChange={(event) => setQuery(event.target.value)}
          placeholder={t('search.placeholder')}
          aria-label={t('search.label')}
          minHeight={{ base: '11', md: 'auto' }}
        />
      </InputGroup>
    </form>
  );
};
