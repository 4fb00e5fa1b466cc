import { Field, Input } from '@chakra-ui/react';
import { Suspense, lazy } from 'react';
import { useTranslation } from 'react-i18next';

export type Option = { value: string; label: string };

export type SearchableSelectProps = {
  /** The input's name, stable for tests and browser automation. */
  name: string;
  label: string;
  options: readonly Option[];
  value: string;
  onChange: (value: string) => void;
  required?: boolean;
  clearable?: boolean;
  disabled?: boolean;
  error?: string;
};

const SearchableCombobox = lazy(async () => ({ default: (await import('./searchable-combobox')).SearchableCombobox }));

/** Its label, an empty box of the same size and its error, while the combobox loads. */
const Placeholder = ({ label, required, error }: SearchableSelectProps) => {
  const { t } = useTranslation('dossiers');
  return (
    <Field.Root invalid={!!error} required={required} disabled>
      <Field.Label display="inline-flex" gap="1">
        {label}
        <Field.RequiredIndicator />
      </Field.Label>
      <Input placeholder={t('select.placeholder')} aria-busy />
      {error && <Field.ErrorText>{error}</Field.ErrorText>}
    </Field.Root>
  );
};

/**
 * A select whose options narrow as the person types (accents and case aside). Its combobox and
 * positioning machines (about 25 KB compressed) load after the page's first paint: a page of
 * filters paints its table without waiting for them.
 */
export const SearchableSelect = (props: SearchableSelectProps) => (
  <Suspense fallback={<Placeholder {...props} />}>
    <SearchableCombobox {...props} />
  </Suspense>
);
