import { Button, Link, Stack, Text } from '@chakra-ui/react';
import { isLanguage } from '@mizan/shared/roles';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useLocation, useNavigate, type Location } from 'react-router-dom';
import { FormAlert } from '../../../components/form-alert';
import { TextField } from '../../../components/text-field';
import { homePathFor, sessionFromResponse, storeSession } from '../../../lib/session';
import { useSignIn } from '../api/sign-in';
import { loginErrorKey } from '../utils/error-keys';

type FromState = { from?: Pick<Location, 'pathname' | 'search' | 'hash'> } | null;

/** The page the guard sent the person away from, if any. */
const originOf = (state: FromState) => {
  const from = state?.from;
  if (!from || from.pathname === '/login') return null;
  return `${from.pathname}${from.search}${from.hash}`;
};

export const LoginForm = () => {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const { trigger, isMutating } = useSignIn();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [errorKey, setErrorKey] = useState<string | null>(null);

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!username.trim() || !password) {
      setErrorKey('api:login_missing');
      return;
    }
    try {
      const response = await trigger({ body: { username: username.trim(), password } });
      const session = sessionFromResponse(response);
      storeSession(session);
      if (isLanguage(response.language) && response.language !== i18n.resolvedLanguage) void i18n.changeLanguage(response.language);
      // Spec 2.3: a client goes to their dossiers; anyone else back where they were going, or home.
      const origin = session.roles.includes('CLT') ? null : originOf(location.state as FromState);
      navigate(origin ?? homePathFor(session), { replace: true });
    } catch (error) {
      setErrorKey(loginErrorKey(error));
    }
  };

  return (
    <Stack asChild gap="4">
      <form onSubmit={handleSubmit} aria-label={t('login.title')}>
        <FormAlert message={errorKey && t(errorKey)} />
        <TextField
          name="username"
          type="email"
          autoComplete="username"
          label={t('login.username')}
          value={username}
          onChange={(event) => {
            setUsername(event.target.value);
            setErrorKey(null);
          }}
          required
        />
        <TextField
          name="password"
          type="password"
          autoComplete="current-password"
          label={t('login.password')}
          value={password}
          onChange={(event) => {
            setPassword(event.target.value);
            setErrorKey(null);
          }}
          required
        />
        <Button type="submit" colorPalette="teal" loading={isMutating}>
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
