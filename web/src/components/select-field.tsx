import { Field, NativeSelect, type NativeSelectRootProps } from '@chakra-ui/react';
import type { ChangeEvent, ReactNode } from 'react';

type SelectFieldProps = {
  /** The select's name and the field's id, stable for tests and browser automation. */
  name: string;
  label: ReactNode;
  value: string;
  onChange: (event: ChangeEvent<HTMLSelectElement>) => void;
  options: readonly { value: string; label: string }[];
  /** An empty first choice (e.g. 'Choisir…'), for a field that starts unset. */
  placeholder?: string;
  error?: string;
  required?: boolean;
  disabled?: boolean;
  /** `lg` is 44 px high: a finger's tap target on the client's phone screens. */
  size?: NativeSelectRootProps['size'];
};

/** A labelled native select whose error text is announced with it, like TextField. */
export const SelectField = ({ name, label, value, onChange, options, placeholder, error, required, disabled, size }: SelectFieldProps) => (
  <Field.Root id={name} invalid={!!error} required={required} disabled={disabled}>
    <Field.Label>
      {label}
      <Field.RequiredIndicator />
    </Field.Label>
    <NativeSelect.Root size={size}>
      <NativeSelect.Field name={name} value={value} onChange={onChange}>
        {placeholder !== undefined && <option value="">{placeholder}</option>}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
    {error && <Field.ErrorText>{error}</Field.ErrorText>}
  </Field.Root>
);
