import { Button, Checkbox, Grid, Heading, HStack, Stack } from '@chakra-ui/react';
import { dossierWriteBody } from '@mizan/shared/schemas/dossiers';
import { useState, type ChangeEvent, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { FormAlert } from '../../../components/form-alert';
import { TextField } from '../../../components/text-field';
import { ApiError } from '../../../lib/api-client';
import { errorMessage, notifySuccess } from '../../../lib/notify';
import { fieldErrorsByName, ruleKeys, validationCode } from '../../../lib/validation';
import { useCreateDossier } from '../api/create-dossier';
import { useFirstInstanceOptions } from '../api/get-first-instance-options';
import { useReferenceOptions } from '../api/get-reference-options';
import { useStaff } from '../api/list-staff';
import { useSession } from '../../../lib/use-session';
import { conflictDetails } from '../utils/conflicts';
import type { PartyInput, PartySide } from '../utils/party';
import { ConflictDialog } from './conflict-dialog';
import { PartyForm } from './party-form';
import { PartyTable } from './party-table';
import { SearchableSelect } from './searchable-select';

type TextKey = 'nom' | 'refCabinet' | 'refClient' | 'refTribunal' | 'dateOuverture';
type Values = Record<TextKey | 'idTypeDossier' | 'idTribunal' | 'idPremiereInstance' | 'idUtilisateur', string>;
type FieldKey = keyof Values;

const today = () => new Date().toISOString().slice(0, 10);
const REQUIRED: readonly FieldKey[] = ['idTypeDossier', 'dateOuverture', 'refCabinet', 'idTribunal'];

type PartiesSectionProps = {
  side: PartySide;
  title: string;
  parties: PartyInput[];
  setParties: (update: (previous: PartyInput[]) => PartyInput[]) => void;
};

/** The clients or opposing-party block (spec 2.9): the mini form, whose Add-to-list empties it, and the list. */
const PartiesSection = ({ side, title, parties, setParties }: PartiesSectionProps) => {
  const handleAdd = (party: PartyInput) => {
    setParties((previous) => [...previous, party]);
    return true;
  };
  return (
    <Stack as="section" gap="3" aria-labelledby={`${side}s-heading`}>
      <Heading as="h2" size="md" id={`${side}s-heading`}>
        {title}
      </Heading>
      <PartyForm side={side} onAdd={handleAdd} />
      <PartyTable
        testId={`${side}-list`}
        parties={parties}
        onRemove={(index) => setParties((previous) => previous.filter((_, i) => i !== index))}
      />
    </Stack>
  );
};

/** Spec 2.8: a new dossier with its clients and opposing parties, saved in one request. */
export const NewDossierForm = () => {
  const { t } = useTranslation('dossiers');
  const { t: tc } = useTranslation();
  const navigate = useNavigate();
  const { trigger, isMutating } = useCreateDossier();
  const types = useReferenceOptions('management.dossierTypeOptions').data ?? [];
  const courts = useReferenceOptions('management.courtOptions').data ?? [];
  const session = useSession();
  // A dossier's lawyer is an active lawyer (AVOCAT) of the firm: the person creating it if they are one.
  const lawyers = (useStaff().data ?? [])
    .filter((user) => user.actif && user.idTypeUtilisateur === 'AVOCAT')
    .map((user) => ({ value: user.idUtilisateur, label: `${user.prenom} ${user.nom}` }));
  const [values, setValues] = useState<Values>({
    nom: '',
    refCabinet: '',
    refClient: '',
    refTribunal: '',
    dateOuverture: today(),
    idTypeDossier: '',
    idTribunal: '',
    idPremiereInstance: '',
    idUtilisateur: '',
  });
  // Until one is chosen, the lawyer is the person creating the dossier if they are one (the session may arrive after the first render).
  const lawyerId = values.idUtilisateur || (session?.userType === 'AVOCAT' ? session.userId : '');
  const [withFirstInstance, setWithFirstInstance] = useState(false);
  const firstInstances = useFirstInstanceOptions(withFirstInstance && values.idTribunal ? values.idTribunal : null).data ?? [];
  const [clients, setClients] = useState<PartyInput[]>([]);
  const [adversaires, setAdversaires] = useState<PartyInput[]>([]);
  const [errors, setErrors] = useState<Partial<Record<string, string>>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [conflicts, setConflicts] = useState<string[] | null>(null);

  const set = (key: FieldKey, value: string) => {
    setValues((previous) => ({
      ...previous,
      [key]: value,
      ...(key === 'idTribunal' ? { idPremiereInstance: '' } : {}),
    }));
    setErrors((previous) => ({ ...previous, [key]: undefined }));
    setFailure(null);
  };
  const handleChange = (event: ChangeEvent<HTMLInputElement>) => set(event.target.name as FieldKey, event.target.value);

  const body = (confirmConflict: boolean) => ({
    nom: values.nom,
    idTypeDossier: values.idTypeDossier,
    idTribunal: (withFirstInstance && values.idPremiereInstance) || values.idTribunal,
    dateOuverture: values.dateOuverture,
    refCabinet: values.refCabinet,
    refClient: values.refClient,
    refTribunal: values.refTribunal,
    ...(lawyerId ? { idUtilisateur: lawyerId } : {}),
    Client: clients,
    adversaire: adversaires,
    confirmConflict,
  });

  const check = () => {
    const found: Partial<Record<string, string>> = {};
    for (const key of REQUIRED) if (!values[key].trim()) found[key] = tc('api:required');
    for (const key of ['nom', 'refCabinet', 'refClient', 'refTribunal', 'dateOuverture'] as const) {
      const code = values[key] && validationCode(dossierWriteBody.shape[key], values[key]);
      if (code) found[key] ??= tc(ruleKeys(code));
    }
    return found;
  };

  const save = async (confirmConflict: boolean) => {
    try {
      const created = await trigger({ body: body(confirmConflict) });
      setConflicts(null);
      notifySuccess(t('newDossier.created'));
      navigate(`/Folder?id=${encodeURIComponent(created.id)}`);
    } catch (error) {
      const conflictList = conflictDetails(error);
      if (conflictList) {
        setConflicts(conflictList);
        return;
      }
      setConflicts(null);
      if (error instanceof ApiError) setErrors(fieldErrorsByName(error.details));
      const reasons =
        error instanceof ApiError && error.details.length ? error.details.map((detail) => detail.message).join(' · ') : errorMessage(error);
      setFailure(`${t('newDossier.failed')} ${reasons}`);
    }
  };

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = check();
    setErrors(found);
    if (Object.keys(found).length) {
      setFailure(t('newDossier.fixErrors'));
      return;
    }
    await save(false);
  };

  return (
    <form onSubmit={handleSubmit} noValidate data-testid="new-dossier-form">
      <Stack gap="6">
        <Grid templateColumns={{ base: '1fr', md: 'repeat(2, 1fr)' }} gap="4">
          <TextField name="nom" label={t('fields.nom')} value={values.nom} onChange={handleChange} error={errors.nom} />
          <SearchableSelect
            name="idTypeDossier"
            label={t('fields.type')}
            options={types}
            value={values.idTypeDossier}
            onChange={(value) => set('idTypeDossier', value)}
            required
            error={errors.idTypeDossier}
          />
          <TextField
            name="dateOuverture"
            type="date"
            label={t('fields.dateOuverture')}
            value={values.dateOuverture}
            onChange={handleChange}
            required
            error={errors.dateOuverture}
          />
          <TextField
            name="refCabinet"
            label={t('fields.refCabinet')}
            value={values.refCabinet}
            onChange={handleChange}
            required
            error={errors.refCabinet}
          />
          <TextField
            name="refClient"
            label={t('fields.refClient')}
            value={values.refClient}
            onChange={handleChange}
            error={errors.refClient}
          />
          <TextField
            name="refTribunal"
            label={t('fields.refTribunal')}
            value={values.refTribunal}
            onChange={handleChange}
            error={errors.refTribunal}
          />
          <SearchableSelect
            name="idTribunal"
            label={t('fields.tribunal')}
            options={courts}
            value={values.idTribunal}
            onChange={(value) => set('idTribunal', value)}
            required
            error={errors.idTribunal}
          />
          <SearchableSelect
            // Mounted again once the firm's lawyers are known, so that it shows the lawyer's name.
            key={lawyers.length ? 'lawyers' : 'loading'}
            name="idUtilisateur"
            label={t('fields.idUtilisateur')}
            options={lawyers}
            value={lawyerId}
            onChange={(value) => set('idUtilisateur', value)}
            error={errors.idUtilisateur}
          />
          <Stack gap="3" justify="flex-end">
            <Checkbox.Root
              checked={withFirstInstance}
              onCheckedChange={(details) => setWithFirstInstance(details.checked === true)}
              name="withFirstInstance"
            >
              <Checkbox.HiddenInput />
              <Checkbox.Control />
              <Checkbox.Label>{t('fields.withFirstInstance')}</Checkbox.Label>
            </Checkbox.Root>
          </Stack>
          {withFirstInstance && (
            <SearchableSelect
              key={values.idTribunal}
              name="idPremiereInstance"
              label={t('fields.firstInstance')}
              options={firstInstances}
              value={values.idPremiereInstance}
              onChange={(value) => set('idPremiereInstance', value)}
              disabled={!values.idTribunal}
              clearable
            />
          )}
        </Grid>

        <PartiesSection side="client" title={t('parties.clients')} parties={clients} setParties={setClients} />
        <PartiesSection side="adversaire" title={t('parties.adversaires')} parties={adversaires} setParties={setAdversaires} />

        <FormAlert message={failure} />
        <HStack gap="3">
          <Button type="submit" colorPalette="teal" loading={isMutating} data-testid="save-dossier">
            {t('actions.save')}
          </Button>
          <Button variant="outline" onClick={() => navigate(-1)} data-testid="cancel-dossier">
            {t('actions.cancel')}
          </Button>
        </HStack>
      </Stack>
      <ConflictDialog conflicts={conflicts} busy={isMutating} onConfirm={() => void save(true)} onCancel={() => setConflicts(null)} />
    </form>
  );
};
