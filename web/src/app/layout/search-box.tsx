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
    <form role="search" onSubmit={handleSubmit} style={{ flex: 1, minWidth: 0, maxWidth: '28rem' }}>
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
