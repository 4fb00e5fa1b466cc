import { Combobox, Field, Portal, useFilter, useListCollection } from '@chakra-ui/react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

export type Option = { value: string; label: string };

type SearchableSelectProps = {
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

/** A select whose options narrow as the person types (accents and case aside). */
export const SearchableSelect = ({
  name,
  label,
  options,
  value,
  onChange,
  required,
  clearable,
  disabled,
  error,
}: SearchableSelectProps) => {
  const { t } = useTranslation('dossiers');
  const { contains } = useFilter({ sensitivity: 'base' });
  const { collection, filter, set } = useListCollection<Option>({
    initialItems: [...options],
    filter: contains,
  });
  useEffect(() => set([...options]), [options, set]);

  return (
    <Field.Root invalid={!!error} required={required} disabled={disabled}>
      <Combobox.Root
        collection={collection}
        value={value ? [value] : []}
        onValueChange={(details) => onChange(details.value[0] ?? '')}
        onInputValueChange={(details) => filter(details.inputValue)}
        onOpenChange={(details) => details.open && filter('')}
        openOnClick
        disabled={disabled}
        required={required}
      >
        <Combobox.Label display="inline-flex" gap="1">
          {label}
          <Field.RequiredIndicator />
        </Combobox.Label>
        <Combobox.Control>
          <Combobox.Input name={name} data-testid={`select-${name}`} placeholder={t('select.placeholder')} />
          <Combobox.IndicatorGroup>
            {clearable && <Combobox.ClearTrigger aria-label={t('select.clear')} />}
            <Combobox.Trigger />
          </Combobox.IndicatorGroup>
        </Combobox.Control>
        <Portal>
          <Combobox.Positioner>
            <Combobox.Content>
              <Combobox.Empty>{t('select.empty')}</Combobox.Empty>
              {collection.items.map((item) => (
                <Combobox.Item item={item} key={item.value}>
                  {item.label}
                  <Combobox.ItemIndicator />
                </Combobox.Item>
              ))}
            </Combobox.Content>
          </Combobox.Positioner>
        </Portal>
      </Combobox.Root>
      {error && <Field.ErrorText>{error}</Field.ErrorText>}
    </Field.Root>
  );
};
