import { Button, Heading, Link, Stack, Text } from '@chakra-ui/react';
import { registerBody } from '@mizan/shared/schemas/account';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import type * as z from 'zod';
import { FormAlert } from '../../../components/form-alert';
import { TextField } from '../../../components/text-field';
import { useForm } from '../../../lib/use-form';
import { validationCode } from '../../../lib/validation';
import { useRegisterAccount } from '../api/register-account';
import { registerErrorKey } from '../utils/error-keys';
import { passwordCodes } from '../utils/password-checks';

type RegisterBody = z.input<typeof registerBody>;
type BodyKey = keyof RegisterBody;

/** The form's fields, each with the registration field it fills (spec section 3). */
const FIELDS = [
  { name: 'nom', bodyKey: 'userName', autoComplete: 'family-name' },
  { name: 'prenom', bodyKey: 'userFirstName', autoComplete: 'given-name' },
  { name: 'cabinet', bodyKey: 'structure', autoComplete: 'organization' },
  { name: 'email', bodyKey: 'email', autoComplete: 'email', type: 'email' },
  { name: 'phone', bodyKey: 'phone', autoComplete: 'tel', type: 'tel' },
  { name: 'password', bodyKey: 'password', autoComplete: 'new-password', type: 'password' },
] as const satisfies readonly { name: string; bodyKey: BodyKey; autoComplete: string; type?: string }[];

type FieldName = (typeof FIELDS)[number]['name'] | 'confirm';
type Values = Record<FieldName, string>;

const EMPTY: Values = { nom: '', prenom: '', cabinet: '', email: '', phone: '', password: '', confirm: '' };

const toBody = (values: Values): RegisterBody =>
  Object.fromEntries(FIELDS.map(({ name, bodyKey }) => [bodyKey, values[name]])) as RegisterBody;
/** The API's details name the registration's fields. */
const API_NAMES = Object.fromEntries(FIELDS.map(({ name, bodyKey }) => [name, bodyKey]));

/** Codes of the rules each field breaks now (shared rules, spec section 5), by field name. */
const checkAll = (values: Values): Partial<Record<FieldName, string>> => {
  const codes: Partial<Record<FieldName, string>> = {};
  for (const { name, bodyKey } of FIELDS) codes[name] = validationCode(registerBody.shape[bodyKey], values[name]);
  codes.confirm = passwordCodes(values.password, values.confirm).confirm;
  return codes;
};

export const RegisterForm = () => {
  const { t } = useTranslation(['translation', 'signin']);
  const { trigger } = useRegisterAccount();
  const [success, setSuccess] = useState(false);
  // Spec 2.3: a rule's message shows once the field is typed in (or submitted).
  const form = useForm(EMPTY, {
    rules: checkAll,
    live: true,
    apiNames: API_NAMES,
    invalid: t('api:validation_failed'),
    failureOf: (error) => t(registerErrorKey(error)),
  });
  const { codes, values } = form;
  // Spec 2.3: the button waits for the last name, the password and its confirmation.
  const canSubmit = !codes.nom && !codes.password && !codes.confirm;

  const handleSubmit = form.submit(async (typed) => {
    await trigger({ body: toBody(typed) });
    setSuccess(true);
  });

  if (success) {
    return (
      <Stack gap="4" role="status">
        <Heading as="h2" size="lg">
          {t('register.success')}
        </Heading>
        <Text fontWeight="semibold">{t('signin:register.checkEmail')}</Text>
        <Text data-testid="register-check-email">{t('signin:register.sent', { email: values.email.trim() })}</Text>
        <Link asChild colorPalette="teal" color="colorPalette.fg">
          <RouterLink to="/login">{t('register.signIn')}</RouterLink>
        </Link>
      </Stack>
    );
  }

  return (
    <Stack asChild gap="4">
      <form onSubmit={handleSubmit} noValidate aria-label={t('register.title')}>
        <FormAlert message={form.failure} />
        {FIELDS.map(({ name, autoComplete, ...rest }) => (
          <TextField
            key={name}
            {...form.field(name)}
            label={t(`register.${name}`)}
            autoComplete={autoComplete}
            type={'type' in rest ? rest.type : 'text'}
            required
          />
        ))}
        <TextField {...form.field('confirm')} type="password" autoComplete="new-password" label={t('register.confirm')} required />
        <Button type="submit" colorPalette="teal" disabled={!canSubmit} loading={form.saving}>
          {t('register.submit')}
        </Button>
        <Text fontSize="sm">
          {t('register.alreadyRegistered')}{' '}
          <Link asChild colorPalette="teal" color="colorPalette.fg">
            <RouterLink to="/login">{t('register.signIn')}</RouterLink>
          </Link>
        </Text>
      </form>
    </Stack>
  );
};
