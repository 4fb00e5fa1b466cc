import { Alert, Button, Field, Grid, Heading, HStack, IconButton, Input, NativeSelect, Stack } from '@chakra-ui/react';
import type { FieldError } from '@mizan/shared/errors';
import { dossierUpdateBody, type DOSSIER_STATUSES } from '@mizan/shared/schemas/dossiers';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LuMessageSquare, LuSave, LuX } from 'react-icons/lu';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { TextField } from '../../../components/text-field';
import { useUnsavedChanges } from '../../../components/unsaved-changes';
import { ApiError, type ApiResponse } from '../../../lib/api-client';
import { formatDate, formatTime } from '../../../lib/format';
import { currentLanguage } from '../../../lib/i18n';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { useForm } from '../../../lib/use-form';
import { validationCode } from '../../../lib/validation';
import { useReferenceOptions } from '../api/get-reference-options';
import { useLawyerOptions } from '../api/list-staff';
import { useUpdateDossier } from '../api/update-dossier';
import { useLater } from '../../../lib/use-later';
import { useSession } from '../../../lib/use-session';
import { chosenCourt, CourtPicker, courtChoiceOf, type CourtChoice } from './court-picker';
import { SearchableSelect } from './searchable-select';
import { DossierSheetButton } from './dossier-sheet-button';

type Dossier = ApiResponse<'dossiers.get'>;
type TextKey = 'nom' | 'refCabinet' | 'dateOuverture' | 'refTribunal' | 'refClient';
type Values = Record<TextKey | 'idStatutDossier' | 'idTypeDossier' | 'idUtilisateur', string> & CourtChoice;

/** The dossier's court and, for a first-instance court, its court of appeal: what the court fields show before their lists are read. */
const knownCourts = (dossier: Dossier) => [
  { value: dossier.idTribunal, label: dossier.tribunal },
  ...(dossier.idCourAppel && dossier.courAppel && dossier.idCourAppel !== dossier.idTribunal
    ? [{ value: dossier.idCourAppel, label: dossier.courAppel }]
    : []),
];

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
  idTypeDossier: dossier.idTypeDossier,
  idUtilisateur: dossier.idUtilisateur,
  ...courtChoiceOf(dossier.idTribunal, dossier.idCourAppel),
});

type DossierIdentificationProps = {
  dossier: Dossier;
  onSaved: (dossier: Dossier) => void;
  /** Reads the dossier again (after someone else changed it); answers it as read. */
  onReload: () => Promise<Dossier | undefined>;
};

/** Who changed the dossier since it was read, and when (a 409 `dossier_changed`), or its message alone. */
type Changed = Pick<FieldError, 'by' | 'at' | 'message'>;

/** Spec 2.10: the required fields, then the shared rules of those typed in. */
const checkAll = (values: Values) => {
  const codes: Partial<Record<keyof Values, string>> = {};
  for (const { key, required } of TEXT_FIELDS) {
    codes[key] = values[key] ? validationCode(dossierUpdateBody.shape[key], values[key]) : undefined;
    if (required && !values[key].trim()) codes[key] = 'required';
  }
  for (const key of ['idTypeDossier', 'idTribunal'] as const) if (!values[key]) codes[key] = 'required';
  return codes;
};

const sameValues = (a: Values, b: Values) => (Object.keys(a) as (keyof Values)[]).every((key) => a[key] === b[key]);

/**
 * Spec 2.10: the header (save, close, messages) and the identification fields with the status: the
 * type, the court (a court of appeal, or one of its first-instance courts) and the lawyer too, the
 * lawyer only for a firm ADMIN or the dossier's current lawyer (the API's rule); others read it.
 * The form edits the dossier as it was read (`read`), and a save sends that version. A later read
 * of the page (a newer version) replaces it only while nothing was typed. When someone else saved
 * meanwhile, it says who and when, and offers to reload: the form then shows their values, and the
 * next save sends the new version.
 */
export const DossierIdentification = ({ dossier, onSaved, onReload }: DossierIdentificationProps) => {
  const { t } = useTranslation('dossiers');
  const { t: tc } = useTranslation();
  // The lists of choices come once the page is usable, or as soon as the person reaches for the form:
  // until then each field offers the dossier's own value (issue 34: the page's first view reads the dossier only).
  const [reached, setReached] = useState(false);
  const lists = useLater() || reached;
  const reach = () => setReached(true);
  const statuses = useReferenceOptions('management.dossierStatusOptions', lists).data ?? [];
  const types = useReferenceOptions('management.dossierTypeOptions', lists).data ?? [];
  const lawyers = useLawyerOptions(lists);
  const session = useSession();
  const { trigger } = useUpdateDossier();
  const [read, setRead] = useState<Dossier>(dossier);
  // A refusal that is no field's is a toast: the header holds the form's only button.
  const form = useForm(() => valuesOf(dossier), {
    rules: checkAll,
    failureOf: (error) => {
      notifyError(error);
      return null;
    },
  });
  const { values } = form;
  const [changed, setChanged] = useState<Changed | null>(null);
  const [reloading, setReloading] = useState(false);
  const navigate = useNavigate();
  const { confirmDiscard, discardDialog } = useUnsavedChanges(form.dirty);

  /** Edits `next` from now on: its values in the fields, its version for the next save. */
  const edit = (next: Dossier) => {
    setRead(next);
    form.reset(valuesOf(next));
    setChanged(null);
  };
  // A newer version read by the page (e.g. revalidating a cached one) while nothing was typed.
  if (dossier.version > read.version && !changed && sameValues(values, valuesOf(read))) edit(dossier);

  const mayChangeLawyer = !!session && (session.roles.includes('ADMIN') || session.userId === read.idUtilisateur);
  // The current lawyer stays a choice even when no longer an active lawyer of the firm.
  const lawyerOptions = lawyers.some((lawyer) => lawyer.value === read.idUtilisateur)
    ? lawyers
    : [...lawyers, { value: read.idUtilisateur, label: read.avocat }];

  const reload = async () => {
    setReloading(true);
    try {
      const fresh = await onReload();
      if (fresh) edit(fresh);
    } finally {
      setReloading(false);
    }
  };

  const handleSubmit = form.submit(async () => {
    try {
      const saved = await trigger({
        body: {
          id: read.id,
          idTypeDossier: values.idTypeDossier,
          idTribunal: chosenCourt(values),
          idUtilisateur: values.idUtilisateur,
          idStatutDossier: values.idStatutDossier as (typeof DOSSIER_STATUSES)[number],
          nom: values.nom,
          refCabinet: values.refCabinet,
          refClient: values.refClient,
          refTribunal: values.refTribunal,
          dateOuverture: values.dateOuverture,
          version: read.version,
        },
      });
      notifySuccess(t('dossier.saved'));
      edit(saved);
      onSaved(saved);
    } catch (error) {
      if (!(error instanceof ApiError && error.code === 'dossier_changed')) throw error;
      setChanged(error.details.find((detail) => detail.field === 'version') ?? { message: error.message });
    }
  });

  return (
    <form onSubmit={handleSubmit} onFocus={reach} onPointerOver={reach} noValidate data-testid="dossier-identification">
      <Stack gap="4">
        <HStack justify="space-between" wrap="wrap">
          <Heading as="h1" size="xl" data-testid="dossier-title">
            {tc('pages.dossier')} <bdi>{dossier.refCabinet}</bdi>
          </Heading>
          <HStack gap="2">
            <IconButton
              type="submit"
              aria-label={t('actions.save')}
              title={t('actions.save')}
              colorPalette="teal"
              loading={form.saving}
              data-testid="save-dossier"
            >
              <LuSave />
            </IconButton>
            <IconButton asChild variant="outline" aria-label={t('dossier.messages')} title={t('dossier.messages')}>
              <RouterLink to={`/Folder/Messages?id=${encodeURIComponent(dossier.id)}`} data-testid="dossier-messages">
                <LuMessageSquare />
              </RouterLink>
            </IconButton>
            <DossierSheetButton id={dossier.id} refCabinet={dossier.refCabinet} />
            <IconButton asChild variant="outline" aria-label={t('actions.close')} title={t('actions.close')}>
              <RouterLink
                to="/Folders"
                data-testid="close-dossier"
                onClick={(event) => {
                  if (!form.dirty) return;
                  event.preventDefault();
                  confirmDiscard(() => void navigate('/Folders'));
                }}
              >
                <LuX />
              </RouterLink>
            </IconButton>
          </HStack>
        </HStack>
        {changed && (
          <Alert.Root status="warning" role="alert" data-testid="dossier-changed">
            <Alert.Indicator />
            <Alert.Content>
              <Alert.Title>
                {changed.by && changed.at
                  ? t('dossier.changed', {
                      by: changed.by,
                      date: formatDate(changed.at, currentLanguage()),
                      time: formatTime(changed.at, currentLanguage()),
                    })
                  : changed.message}
              </Alert.Title>
            </Alert.Content>
            <Button size="sm" variant="outline" onClick={() => void reload()} loading={reloading} data-testid="reload-dossier">
              {t('dossier.reload')}
            </Button>
          </Alert.Root>
        )}
        <Grid templateColumns={{ base: '1fr', md: 'repeat(3, 1fr)' }} gap="4">
          <SearchableSelect
            // Mounted again for each version read, so that it shows that version's type.
            key={`type-${read.version}`}
            {...form.field('idTypeDossier')}
            onChange={(value) => form.setValue('idTypeDossier', value)}
            label={t('fields.type')}
            options={types.length ? types : [{ value: read.idTypeDossier, label: read.typeDossier }]}
            required
          />
          {TEXT_FIELDS.map(({ key, type, required }) => (
            <TextField key={key} {...form.field(key)} type={type} label={t(`fields.${key}`)} required={required} />
          ))}
          <CourtPicker
            key={`court-${read.version}`}
            lists={lists}
            known={knownCourts(read)}
            choice={values}
            onChange={(key, value) => form.setValue(key, value)}
            onWithFirstInstance={(checked) => form.setValue('withFirstInstance', checked)}
            error={form.errorOf('idTribunal')}
          />
          {mayChangeLawyer ? (
            <SearchableSelect
              key={`lawyer-${read.version}`}
              {...form.field('idUtilisateur')}
              onChange={(value) => form.setValue('idUtilisateur', value)}
              label={t('fields.idUtilisateur')}
              options={lawyerOptions}
              required
            />
          ) : (
            <Field.Root readOnly>
              <Field.Label>{t('fields.idUtilisateur')}</Field.Label>
              <Input name="avocat" value={read.avocat} readOnly />
            </Field.Root>
          )}
          <Field.Root>
            <Field.Label>{t('fields.statut')}</Field.Label>
            <NativeSelect.Root>
              <NativeSelect.Field
                name="idStatutDossier"
                value={values.idStatutDossier}
                onChange={(event) => form.setValue('idStatutDossier', event.target.value)}
              >
                {(statuses.length ? statuses : [{ value: read.idStatutDossier, label: read.statut }]).map((option) => (
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
      {discardDialog}
    </form>
  );
};
