import { Field, Grid, Heading, HStack, IconButton, Input, NativeSelect, Stack } from '@chakra-ui/react';
import { dossierUpdateBody, type DOSSIER_STATUSES } from '@mizan/shared/schemas/dossiers';
import { useState, type ChangeEvent, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { LuMessageSquare, LuSave, LuX } from 'react-icons/lu';
import { Link as RouterLink } from 'react-router-dom';
import { TextField } from '../../../components/text-field';
import { ApiError, type ApiResponse } from '../../../lib/api-client';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { fieldErrorsByName, ruleKeys, validationCode } from '../../../lib/validation';
import { useReferenceOptions } from '../api/get-reference-options';
import { useUpdateDossier } from '../api/update-dossier';

type Dossier = ApiResponse<'dossiers.get'>;
type TextKey = 'nom' | 'refCabinet' | 'dateOuverture' | 'refTribunal' | 'refClient';
type Values = Record<TextKey | 'idStatutDossier', string>;

const TEXT_FIELDS: readonly {
  key: TextKey;
  type?: string;
  required?: boolean;
}[] = [
  { key: 'nom' },
  { key: 'refCabinet', required: true },
  { key: 'dateOuverture', type: 'date', required: true },
  { key: 'refTribunal' },
  { key: 'refClient' },
];

const valuesOf = (dossier: Dossier): Values => ({
  nom: dossier.nom ?? '',
  refCabinet: dossier.refCabinet,
  dateOuverture: dossier.dateOuverture,
  refTribunal: dossier.refTribunal ?? '',
  refClient: dossier.refClient ?? '',
  idStatutDossier: dossier.idStatutDossier,
});

type DossierIdentificationProps = {
  dossier: Dossier;
  onSaved: (dossier: Dossier) => void;
};

/** Spec 2.10: the header (save, close, messages) and the identification fields with the status. */
export const DossierIdentification = ({ dossier, onSaved }: DossierIdentificationProps) => {
  const { t } = useTranslation('dossiers');
  const { t: tc } = useTranslation();
  const statuses = useReferenceOptions('management.dossierStatusOptions').data ?? [];
  const { trigger, isMutating } = useUpdateDossier();
  const [values, setValues] = useState<Values>(() => valuesOf(dossier));
  const [errors, setErrors] = useState<Partial<Record<string, string>>>({});

  const handleChange = (event: ChangeEvent<HTMLInputElement | HTMLSelectElement>) => {
    const key = event.target.name as keyof Values;
    const { value } = event.target;
    setValues((previous) => ({ ...previous, [key]: value }));
    setErrors((previous) => ({ ...previous, [key]: undefined }));
  };

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found: Partial<Record<string, string>> = {};
    for (const { key, required } of TEXT_FIELDS) {
      if (required && !values[key].trim()) found[key] = tc('api:required');
      const code = values[key] && validationCode(dossierUpdateBody.shape[key], values[key]);
      if (code) found[key] ??= tc(ruleKeys(code));
    }
    setErrors(found);
    if (Object.keys(found).length) return;
    try {
      const saved = await trigger({
        body: {
          id: dossier.id,
          idTypeDossier: dossier.idTypeDossier,
          idTribunal: dossier.idTribunal,
          idUtilisateur: dossier.idUtilisateur,
          idStatutDossier: values.idStatutDossier as (typeof DOSSIER_STATUSES)[number],
          nom: values.nom,
          refCabinet: values.refCabinet,
          refClient: values.refClient,
          refTribunal: values.refTribunal,
          dateOuverture: values.dateOuverture,
        },
      });
      notifySuccess(t('dossier.saved'));
      onSaved(saved);
    } catch (error) {
      if (error instanceof ApiError) setErrors(fieldErrorsByName(error.details));
      notifyError(error);
    }
  };

  return (
    <form onSubmit={handleSubmit} noValidate data-testid="dossier-identification">
      <Stack gap="4">
        <HStack justify="space-between" wrap="wrap">
          <Heading as="h1" size="xl" data-testid="dossier-title">
            {tc('pages.dossier')} {dossier.refCabinet}
          </Heading>
          <HStack gap="2">
            <IconButton
              type="submit"
              aria-label={t('actions.save')}
              title={t('actions.save')}
              colorPalette="teal"
              loading={isMutating}
              data-testid="save-dossier"
            >
              <LuSave />
            </IconButton>
            <IconButton asChild variant="outline" aria-label={t('dossier.messages')} title={t('dossier.messages')}>
              <RouterLink to={`/Folder/Messages?id=${encodeURIComponent(dossier.id)}`} data-testid="dossier-messages">
                <LuMessageSquare />
              </RouterLink>
            </IconButton>
            <IconButton asChild variant="outline" aria-label={t('actions.close')} title={t('actions.close')}>
              <RouterLink to="/Folders" data-testid="close-dossier">
                <LuX />
              </RouterLink>
            </IconButton>
          </HStack>
        </HStack>
        <Grid templateColumns={{ base: '1fr', md: 'repeat(3, 1fr)' }} gap="4">
          <Field.Root readOnly>
            <Field.Label>{t('fields.type')}</Field.Label>
            <Input name="typeDossier" value={dossier.typeDossier} readOnly />
          </Field.Root>
          {TEXT_FIELDS.map(({ key, type, required }) => (
            <TextField
              key={key}
              name={key}
              type={type}
              label={t(`fields.${key}`)}
              value={values[key]}
              onChange={handleChange}
              required={required}
              error={errors[key]}
            />
          ))}
          <Field.Root>
            <Field.Label>{t('fields.statut')}</Field.Label>
            <NativeSelect.Root>
              <NativeSelect.Field name="idStatutDossier" value={values.idStatutDossier} onChange={handleChange}>
                {(statuses.length ? statuses : [{ value: dossier.idStatutDossier, label: dossier.statut }]).map((option) => (
                  <option key={option.value} value={option.value}>
                    {option.label}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </Field.Root>
        </Grid>
      </Stack>
    </form>
  );
};
