import { Box } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SelectField } from '../../../components/select-field';
import { currentLanguage } from '../../../lib/i18n';
import { useDossierTypeOptions } from '../api/list-dossier-type-options';

/** The active dossier types in the current language, as the dossier screens' pickers list them. */
export const useDossierTypePreview = () => {
  // Subscribed to the language: a change re-renders, and the options are read again in the new one.
  useTranslation('settings');
  return useDossierTypeOptions(currentLanguage());
};

type DossierTypePreviewProps = { options: readonly { value: string; label: string }[] | undefined };

/** Lets an administrator check a translation where people will read it, in the language chosen. */
export const DossierTypePreview = ({ options }: DossierTypePreviewProps) => {
  const { t } = useTranslation('settings');
  const [value, setValue] = useState('');
  return (
    <Box maxWidth="sm" data-testid="dossier-type-preview-box">
      <SelectField
        name="dossier-type-preview"
        label={t('preview.label')}
        value={value}
        onChange={(event) => setValue(event.target.value)}
        options={options ?? []}
        placeholder={options ? t('form.choose') : t('types.loading')}
      />
    </Box>
  );
};
