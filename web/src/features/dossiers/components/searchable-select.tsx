import { Field, Input } from '@chakra-ui/react';
import { Suspense, lazy, useState } from 'react';
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
  /** Focus the input once mounted (the placeholder had it while the combobox loaded). */
  autoFocus?: boolean;
};

const SearchableCombobox = lazy(async () => ({ default: (await import('./searchable-combobox')).SearchableCombobox }));

type PlaceholderProps = SearchableSelectProps & { onFocusChange: (focused: boolean) => void };

/** While the combobox loads: its label, a read-only box showing the chosen option, its error. */
const Placeholder = ({ label, options, value, required, disabled, error, onFocusChange }: PlaceholderProps) => {
  const { t } = useTranslation('dossiers');
  return (
    <Field.Root invalid={!!error} required={required} disabled={disabled}>
      <Field.Label display="inline-flex" gap="1">
        {label}
        <Field.RequiredIndicator />
      </Field.Label>
      <Input
        readOnly
        aria-busy
        value={options.find((option) => option.value === value)?.label ?? ''}
        placeholder={t('select.placeholder')}
        onFocus={() => onFocusChange(true)}
        onBlur={() => onFocusChange(false)}
      />
      {error && <Field.ErrorText>{error}</Field.ErrorText>}
    </Field.Root>
  );
};

/**
 * A select whose options narrow as the person types (accents and case aside). Its combobox and
 * positioning machines (about 30 KB compressed) load when it first renders, and the page does not
 * wait for them to paint: a page of filters paints its table first. A placeholder focused meanwhile
 * hands the focus to the combobox.
 */
export const SearchableSelect = (props: SearchableSelectProps) => {
  const [focused, setFocused] = useState(false);
  // A value given before its options arrive: the combobox mounts again once they do, to show its label.
  const waiting = !!props.value && !props.options.some((option) => option.value === props.value);
  return (
    <Suspense fallback={<Placeholder {...props} onFocusChange={setFocused} />}>
      <SearchableCombobox key={waiting ? 'waiting' : 'ready'} {...props} autoFocus={props.autoFocus || focused} />
    </Suspense>
  );
};
