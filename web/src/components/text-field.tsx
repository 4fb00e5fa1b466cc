import { Field, Input, Textarea, type InputProps, type TextareaProps } from '@chakra-ui/react';
import type { ReactNode } from 'react';

type FrameProps = {
  /** The control's name and the field's id, stable for tests and browser automation. */
  name: string;
  label: ReactNode;
  error?: string;
  helperText?: ReactNode;
  required?: boolean;
};

/** The label, the helper text and the error text around a control, announced with it (aria-invalid, aria-errormessage). */
const FieldFrame = ({ name, label, error, helperText, required, children }: FrameProps & { children: ReactNode }) => (
  <Field.Root id={name} invalid={!!error} required={required}>
    <Field.Label>
      {label}
      <Field.RequiredIndicator />
    </Field.Label>
    {children}
    {helperText && <Field.HelperText>{helperText}</Field.HelperText>}
    {error && <Field.ErrorText>{error}</Field.ErrorText>}
  </Field.Root>
);

type TextFieldProps = Omit<InputProps, 'name' | 'id'> & FrameProps;

/** A labelled input whose error text is announced with it. */
export const TextField = ({ name, label, error, helperText, required, ...inputProps }: TextFieldProps) => (
  <FieldFrame name={name} label={label} error={error} helperText={helperText} required={required}>
    <Input name={name} {...inputProps} />
  </FieldFrame>
);

type TextareaFieldProps = Omit<TextareaProps, 'name' | 'id'> & FrameProps;

/** A labelled textarea whose error text is announced with it. */
export const TextareaField = ({ name, label, error, helperText, required, ...textareaProps }: TextareaFieldProps) => (
  <FieldFrame name={name} label={label} error={error} helperText={helperText} required={required}>
    <Textarea name={name} {...textareaProps} />
  </FieldFrame>
);
