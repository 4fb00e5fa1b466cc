import { Field, Input, type InputProps } from '@chakra-ui/react';
import type { ReactNode } from 'react';

type TextFieldProps = Omit<InputProps, 'name' | 'id'> & {
  /** The input's name and id, stable for tests and browser automation. */
  name: string;
  label: ReactNode;
  error?: string;
  helperText?: ReactNode;
};

/** A labelled input whose error text is announced with it (aria-invalid, aria-errormessage). */
export const TextField = ({ name, label, error, helperText, required, ...inputProps }: TextFieldProps) => (
  <Field.Root id={name} invalid={!!error} required={required}>
    <Field.Label>
      {label}
      <Field.RequiredIndicator />
    </Field.Label>
    <Input name={name} {...inputProps} />
    {helperText && <Field.HelperText>{helperText}</Field.HelperText>}
    {error && <Field.ErrorText>{error}</Field.ErrorText>}
  </Field.Root>
);
