import { Button, Heading, Link, Stack, Text } from '@chakra-ui/react';
import { registerBody } from '@mizan/shared/schemas/account';
import { useState, type ChangeEvent, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import type * as z from 'zod';
import { FormAlert } from '../../../components/form-alert';
import { TextField } from '../../../components/text-field';
import { ApiError } from '../../../lib/api-client';
import { fieldErrorsByName, ruleKeys, validationCode } from '../../../lib/validation';
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

/** Codes of the rules each field breaks now (shared rules, spec section 5), by field name. */
const checkAll = (values: Values): Partial<Record<FieldName, string>> => {
  const codes: Partial<Record<FieldName, string>> = {};
  for (const { name, bodyKey } of FIELDS) codes[name] = validationCode(registerBody.shape[bodyKey], values[name]);
  codes.confirm = passwordCodes(values.password, values.confirm).confirm;
  return codes;
};

export const RegisterForm = () => {
  const { t } = useTranslation(['translation', 'signin']);
  const { trigger, isMutating } = useRegisterAccount();
  const [values, setValues] = useState<Values>(EMPTY);
  const [submitted, setSubmitted] = useState(false);
  const [serverErrors, setServerErrors] = useState<Partial<Record<FieldName, string>>>({});
  const [errorKey, setErrorKey] = useState<string | null>(null);
  const [success, setSuccess] = useState(false);

  const codes = checkAll(values);
  // Spec 2.3: the button waits for the last name, the password and its confirmation.
  const canSubmit = !codes.nom && !codes.password && !codes.confirm;

  /** A field's message: the server's, else the live rule once the person has typed (or submitted). */
  const errorOf = (name: FieldName) => {
    const code = codes[name];
    const shown = code && (submitted || values[name] !== '') ? t(ruleKeys(code)) : undefined;
    return serverErrors[name] ?? shown;
  };

  const handleChange = (event: ChangeEvent<HTMLInputElement>) => {
    const name = event.target.name as FieldName;
    setValues((previous) => ({ ...previous, [name]: event.target.value }));
    setServerErrors((previous) => ({ ...previous, [name]: undefined }));
    setErrorKey(null);
  };

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSubmitted(true);
    if (Object.values(checkAll(values)).some(Boolean)) {
      setErrorKey('api:validation_failed');
      return;
    }
    try {
      await trigger({ body: toBody(values) });
      setSuccess(true);
    } catch (error) {
      setErrorKey(registerErrorKey(error));
      if (error instanceof ApiError) {
        const byBodyKey = fieldErrorsByName(error.details);
        setServerErrors(Object.fromEntries(FIELDS.map(({ name, bodyKey }) => [name, byBodyKey[bodyKey]])));
      }
    }
  };

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
        <FormAlert message={errorKey && t(errorKey)} />
        {FIELDS.map(({ name, autoComplete, ...rest }) => (
          <TextField
            key={name}
            name={name}
            label={t(`register.${name}`)}
            value={values[name]}
            onChange={handleChange}
            autoComplete={autoComplete}
            type={'type' in rest ? rest.type : 'text'}
            error={errorOf(name)}
            required
          />
        ))}
        <TextField
          name="confirm"
          type="password"
          autoComplete="new-password"
          label={t('register.confirm')}
          value={values.confirm}
          onChange={handleChange}
          error={errorOf('confirm')}
          required
        />
        <Button type="submit" colorPalette="teal" disabled={!canSubmit} loading={isMutating}>
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
