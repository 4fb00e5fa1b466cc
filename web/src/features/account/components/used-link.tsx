import { Button, Stack } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { FormAlert } from '../../../components/form-alert';
import { ApiError } from '../../../lib/api-client';

/** An email link opened again after it did its work (the API's 409 `link_used`). */
export const isUsedLink = (error: unknown): error is ApiError => error instanceof ApiError && error.code === 'link_used';

/** What a used link's page says: what happened (the API's message) and the way to sign in. */
export const UsedLink = ({ error }: { error: ApiError }) => {
  const { t } = useTranslation();
  return (
    <Stack gap="4" data-testid="used-link">
      <FormAlert status="info" message={error.message} />
      <Button asChild colorPalette="teal">
        <RouterLink to="/login">{t('login.submit')}</RouterLink>
      </Button>
    </Stack>
  );
};
