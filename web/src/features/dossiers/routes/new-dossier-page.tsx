import { Heading, Stack } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { NewDossierForm } from '../components/new-dossier-form';

/** Spec 2.8: /NewFolder. */
export const NewDossierPage = () => {
  const { t } = useTranslation();
  return (
    <Stack gap="5">
      <Heading as="h1" size="xl">
        {t('pages.newDossier')}
      </Heading>
      <NewDossierForm />
    </Stack>
  );
};
