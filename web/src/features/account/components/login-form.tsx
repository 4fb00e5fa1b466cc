import { Button, Link, Stack, Text } from '@chakra-ui/react';
import { isLanguage } from '@mizan/shared/roles';
import { Suspense, lazy, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useLocation, useNavigate, type Location } from 'react-router-dom';
import { FormAlert } from '../../../components/form-alert';
import { PageLoader } from '../../../components/page-loader';
import { TextField } from '../../../components/text-field';
import { homePathFor, sessionFromResponse, storeSession } from '../../../lib/session';
import { ApiError } from '../../../lib/api-client';
import { useForm } from '../../../lib/use-form';
import { useSignIn } from '../api/sign-in';
import { SecondFactorStep, type SecondFactor } from './second-factor-step';
import { loginErrorKey } from '../utils/error-keys';

/** The setup a firm's rule may ask for at sign-in: rare, so loaded when asked rather than with the page. */
const TwoFactorSetup = lazy(async () => ({ default: (await import('./two-factor-setup')).TwoFactorSetup }));

type FromState = { from?: Pick<Location, 'pathname' | 'search' | 'hash'> } | null;

/** The page the guard sent the person away from, if any. */
const originOf = (state: FromState) => {
  const from = state?.from;
  if (!from || from.pathname === '/login') return null;
  return `${from.pathname}${from.search}${from.hash}`;
};

export const LoginForm = () => {
  const { t, i18n } = useTranslation(['translation', 'signin']);
  const navigate = useNavigate();
  const location = useLocation();
  const { trigger } = useSignIn();
  const [stage, setStage] = useState<'password' | 'code' | 'setup'>('password');
  const form = useForm(
    { username: '', password: '' },
    {
      rules: ({ username, password }) => ({
        username: username.trim() ? undefined : 'login_missing',
        password: password ? undefined : 'login_missing',
      }),
      invalid: t('api:login_missing'),
      failureOf: (error) => t(loginErrorKey(error)),
    },
  );
  const username = form.values.username.trim();

  const signIn = async (factor: SecondFactor) => {
    const response = await trigger({ body: { username, password: form.values.password, ...factor } });
    const session = sessionFromResponse(response);
    storeSession(session);
    if (isLanguage(response.language) && response.language !== i18n.resolvedLanguage) void i18n.changeLanguage(response.language);
    // Spec 2.3: a client goes to their dossiers; anyone else back where they were going, or home.
    const origin = session.roles.includes('CLT') ? null : originOf(location.state as FromState);
    navigate(origin ?? homePathFor(session), { replace: true });
  };

  const handleSubmit = form.submit(async () => {
    try {
      await signIn({});
    } catch (error) {
      // Two-factor sign-in: the code is asked next, or its setup when the firm requires it.
      if (error instanceof ApiError && error.code === 'two_factor_required') setStage('code');
      else if (error instanceof ApiError && error.code === 'two_factor_setup_required') setStage('setup');
      else throw error;
    }
  });

  if (stage === 'code') return <SecondFactorStep onSubmit={signIn} onBack={() => setStage('password')} />;
  if (stage === 'setup') {
    return (
      <Stack gap="4">
        <FormAlert status="info" message={t('signin:setup.required')} />
        <Suspense fallback={<PageLoader />}>
          <TwoFactorSetup email={username} password={form.values.password} onDone={() => setStage('code')} />
        </Suspense>
      </Stack>
    );
  }

  // POST: should the prerendered form (login.html) ever be submitted before React has it, the
  // password goes in no address.
  return (
    <Stack asChild gap="4">
      <form method="post" onSubmit={handleSubmit} aria-label={t('login.title')}>
        <FormAlert message={form.failure} />
        {/* Spec 8: one message above the fields says what is missing, none beside them. */}
        <TextField
          {...form.field('username')}
          type="email"
          autoComplete="username"
          label={t('login.username')}
          error={undefined}
          required
        />
        <TextField
          {...form.field('password')}
          type="password"
          autoComplete="current-password"
          label={t('login.password')}
          error={undefined}
          required
        />
        <Button type="submit" colorPalette="teal" loading={form.saving}>
          {t('login.submit')}
        </Button>
        <Stack gap="1" fontSize="sm">
          <Link asChild colorPalette="teal" color="colorPalette.fg">
            <RouterLink to="/forgot-password">{t('login.forgotPassword')}</RouterLink>
          </Link>
          <Text>
            {t('login.noAccount')}{' '}
            <Link asChild colorPalette="teal" color="colorPalette.fg">
              <RouterLink to="/register">{t('login.register')}</RouterLink>
            </Link>
          </Text>
        </Stack>
      </form>
    </Stack>
  );
};
