import { Combobox, Field, Portal, useFilter, useListCollection } from '@chakra-ui/react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import type { Option, SearchableSelectProps } from './searchable-select';

/** The select of searchable-select.tsx, loaded with its combobox machinery. */
export const SearchableCombobox = ({
  name,
  label,
  options,
  value,
  onChange,
  required,
  clearable,
  disabled,
  error,
  autoFocus,
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
        // Its options (a hundred courts) are drawn when it opens, not with the page.
        lazyMount
        unmountOnExit
        disabled={disabled}
        required={required}
      >
        <Combobox.Label display="inline-flex" gap="1">
          {label}
          <Field.RequiredIndicator />
        </Combobox.Label>
        <Combobox.Control>
          <Combobox.Input name={name} data-testid={`select-${name}`} placeholder={t('select.placeholder')} autoFocus={autoFocus} />
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
