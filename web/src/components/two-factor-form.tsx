import { Button, HStack, Stack } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { errorMessage } from '../lib/notify';
import { useForm } from '../lib/use-form';
import { FormAlert } from './form-alert';
import { TextField } from './text-field';

export type TwoFactorValues = { password: string; code: string };

type Named = { name: string; label: string };

type TwoFactorFormProps = {
  /** The form's accessible name. */
  title: string;
  /** What the person reads above the fields. */
  intro: ReactNode;
  /** Asks for the account's password. */
  password?: Named;
  /**
   * Asks for the authenticator app's 6-digit code (numeric keypad, the browser's one-time-code
   * autofill), or with `recovery` for one of the recovery codes. Sent trimmed.
   */
  code?: Named & { recovery?: boolean; autoFocus?: boolean };
  submitLabel: string;
  /** Red when it turns the protection off. */
  submitPalette?: 'teal' | 'red';
  /** The button beside the submit one (cancel, back). */
  secondary?: { label: string; onClick: () => void };
  /** Rejects with the API's refusal, which the form says above its fields. */
  onSubmit: (values: TwoFactorValues) => Promise<unknown>;
  /** Below the buttons. */
  children?: ReactNode;
};

/**
 * A step of two-factor sign-in: turning it on (the password, then the app's first code), turning
 * it off (the password and a code), signing in with it (a code, or a recovery code).
 */
export const TwoFactorForm = ({
  title,
  intro,
  password,
  code,
  submitLabel,
  submitPalette = 'teal',
  secondary,
  onSubmit,
  children,
}: TwoFactorFormProps) => {
  const form = useForm<TwoFactorValues>({ password: '', code: '' }, { failureOf: errorMessage });
  const handleSubmit = form.submit((values) => onSubmit({ ...values, code: values.code.trim() }));
  return (
    <Stack asChild gap="3">
      <form onSubmit={handleSubmit} aria-label={title}>
        <FormAlert message={form.failure} />
        {intro}
        {password && (
          <TextField
            {...form.field('password')}
            name={password.name}
            type="password"
            autoComplete="current-password"
            label={password.label}
            required
          />
        )}
        {code && (
          <TextField
            {...form.field('code')}
            name={code.name}
            label={code.label}
            inputMode={code.recovery ? 'text' : 'numeric'}
            autoComplete="one-time-code"
            maxLength={code.recovery ? 40 : 6}
            autoFocus={code.autoFocus}
            required
          />
        )}
        <HStack>
          <Button type="submit" colorPalette={submitPalette} loading={form.saving}>
            {submitLabel}
          </Button>
          {secondary && (
            <Button variant="ghost" onClick={secondary.onClick}>
              {secondary.label}
            </Button>
          )}
        </HStack>
        {children}
      </form>
    </Stack>
  );
};
