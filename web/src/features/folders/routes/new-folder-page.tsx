import { Heading, Stack } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { NewFolderForm } from '../components/new-folder-form';

/** Spec 2.8: /NewFolder. */
export const NewFolderPage = () => {
  const { t } = useTranslation();
  return (
    <Stack gap="5">
      <Heading as="h1" size="xl">
        {t('pages.newFolder')}
      </Heading>
      <NewFolderForm />
    </Stack>
  );
};
