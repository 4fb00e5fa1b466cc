import { Box } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SelectField } from '../../../components/select-field';
import { currentLanguage } from '../../../lib/i18n';
import { useCaseTypeOptions } from '../api/list-case-type-options';

/** The active case types in the current language, as the case screens' pickers list them. */
export const useCaseTypePreview = () => {
  // Subscribed to the language: a change re-renders, and the options are read again in the new one.
  useTranslation('settings');
  return useCaseTypeOptions(currentLanguage());
};

type CaseTypePreviewProps = { options: readonly { value: string; label: string }[] | undefined };

/** Lets an administrator check a translation where people will read it, in the language chosen. */
export const CaseTypePreview = ({ options }: CaseTypePreviewProps) => {
  const { t } = useTranslation('settings');
  const [value, setValue] = useState('');
  return (
    <Box maxWidth="sm" data-testid="case-type-preview-box">
      <SelectField
        name="case-type-preview"
        label={t('preview.label')}
        value={value}
        onChange={(event) => setValue(event.target.value)}
        options={options ?? []}
        placeholder={options ? t('form.choose') : t('types.loading')}
      />
    </Box>
  );
};
