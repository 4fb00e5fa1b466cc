import { Alert } from '@chakra-ui/react';

type FormAlertProps = { message: string | null; status?: 'error' | 'success' | 'info' };

/** A form's outcome, announced to screen readers as soon as it appears. */
export const FormAlert = ({ message, status = 'error' }: FormAlertProps) =>
  message ? (
    <Alert.Root status={status} role={status === 'error' ? 'alert' : 'status'}>
      <Alert.Indicator />
      <Alert.Title>{message}</Alert.Title>
    </Alert.Root>
  ) : null;
