import { Link, Spinner, Stack } from '@chakra-ui/react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { AuthCard } from '../../../components/auth-card';
import { FormAlert } from '../../../components/form-alert';
import { errorMessage } from '../../../lib/notify';
import { useVerifyEmail } from '../api/verify-email';
import { isUsedLink } from '../components/used-link';

type Outcome = { status: 'success' | 'error' | 'info'; message: string } | null;

/** /verify-email?token=…: the link of a new firm's registration email, verified once on arrival. */
export const VerifyEmailPage = () => {
  const { t } = useTranslation('signin');
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const { trigger } = useVerifyEmail();
  const [outcome, setOutcome] = useState<Outcome>(null);
  // The link works once: one call per token, even when React runs the effect twice.
  const sent = useRef<string | null>(null);

  useEffect(() => {
    if (!token || sent.current === token) return;
    sent.current = token;
    trigger({ body: { token } }).then(
      () => setOutcome({ status: 'success', message: t('verify.done') }),
      // A link opened again says the address is verified already: information, not an error.
      (error: unknown) => setOutcome({ status: isUsedLink(error) ? 'info' : 'error', message: errorMessage(error) }),
    );
  }, [token, trigger, t]);

  return (
    <AuthCard title={t('verify.title')}>
      <Stack gap="4">
        {!token && <FormAlert message={t('verify.missing')} />}
        {token && !outcome && (
          <Stack direction="row" align="center" role="status">
            <Spinner size="sm" />
            <span>{t('verify.checking')}</span>
          </Stack>
        )}
        {outcome && <FormAlert status={outcome.status} message={outcome.message} />}
        <Link asChild colorPalette="teal" color="colorPalette.fg">
          <RouterLink to="/login">{t('verify.signIn')}</RouterLink>
        </Link>
      </Stack>
    </AuthCard>
  );
};
