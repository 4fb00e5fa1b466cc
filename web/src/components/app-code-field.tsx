import type { ComponentProps } from 'react';
import { TextField } from './text-field';

/** The 6-digit code of an authenticator app: numeric keypad, the browser's one-time-code autofill. */
export const AppCodeField = (props: Omit<ComponentProps<typeof TextField>, 'inputMode' | 'autoComplete' | 'maxLength'>) => (
  <TextField inputMode="numeric" autoComplete="one-time-code" maxLength={6} {...props} />
);
