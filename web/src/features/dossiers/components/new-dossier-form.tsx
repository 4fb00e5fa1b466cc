import { casablancaDay } from '@mizan/shared/casablanca-day';
import { Button, Grid, Heading, HStack, Stack } from '@chakra-ui/react';
import { dossierWriteBody } from '@mizan/shared/schemas/dossiers';
import { useRef, useState, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { FormAlert } from '../../../components/form-alert';
import { TextField } from '../../../components/text-field';
import { useUnsavedChanges } from '../../../components/unsaved-changes';
import { ApiError } from '../../../lib/api-client';
import { errorMessage, notifySuccess } from '../../../lib/notify';
import { useForm } from '../../../lib/use-form';
import { validationCode } from '../../../lib/validation';
import { useCreateDossier } from '../api/create-dossier';
import { useReferenceOptions } from '../api/get-reference-options';
import { useLawyerOptions } from '../api/list-staff';
import { useSession } from '../../../lib/use-session';
import { conflictDetails } from '../utils/conflicts';
import type { PartyInput, PartySide } from '../utils/party';
import { ConflictDialog } from './conflict-dialog';
import { chosenCourt, CourtPicker, type CourtChoice } from './court-picker';
import { PartyForm, type PendingParty } from './party-form';
import { PartyTable } from './party-table';
import { SearchableSelect } from './searchable-select';

type TextKey = 'nom' | 'refCabinet' | 'refClient' | 'refTribunal' | 'dateOuverture';
type Values = Record<TextKey | 'idTypeDossier' | 'idUtilisateur', string> & CourtChoice;
type FieldKey = keyof Values;

const today = () => casablancaDay(new Date());
const REQUIRED = ['idTypeDossier', 'dateOuverture', 'refCabinet', 'idTribunal'] as const;
const CHECKED = ['nom', 'refCabinet', 'refClient', 'refTribunal', 'dateOuverture'] as const;

/** Spec 2.8: the required fields, then the shared rules of the others typed in. */
const checkAll = (values: Values) => {
  const codes: Partial<Record<FieldKey, string>> = {};
  for (const key of CHECKED) codes[key] = values[key] ? validationCode(dossierWriteBody.shape[key], values[key]) : undefined;
  for (const key of REQUIRED) if (!values[key].trim()) codes[key] = 'required';
  return codes;
};

/** The reasons of a refusal: its details, else its message. */
const reasonsOf = (error: unknown) =>
  error instanceof ApiError && error.details.length ? error.details.map((detail) => detail.message).join(' · ') : errorMessage(error);

type PartiesSectionProps = {
  side: PartySide;
  title: string;
  parties: PartyInput[];
  setParties: (update: (previous: PartyInput[]) => PartyInput[]) => void;
  pending: RefObject<PendingParty | null>;
};

/** A party typed into a mini form but never added to the list stops the save: the form points at it. */
class PartyNotAddedError extends Error {}

/** The clients or opposing-party block (spec 2.9): the mini form, whose Add-to-list empties it, and the list. */
const PartiesSection = ({ side, title, parties, setParties, pending }: PartiesSectionProps) => {
  const handleAdd = (party: PartyInput) => {
    setParties((previous) => [...previous, party]);
    return true;
  };
  return (
    <Stack as="section" gap="3" aria-labelledby={`${side}s-heading`}>
      <Heading as="h2" size="md" id={`${side}s-heading`}>
        {title}
      </Heading>
      <PartyForm side={side} onAdd={handleAdd} pending={pending} />
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
  const navigate = useNavigate();
  const { trigger } = useCreateDossier();
  const types = useReferenceOptions('management.dossierTypeOptions').data ?? [];
  const session = useSession();
  // A dossier's lawyer is an active lawyer (AVOCAT) of the firm: the person creating it if they are one.
  const lawyers = useLawyerOptions();
  const form = useForm<Values>(
    {
      nom: '',
      refCabinet: '',
      refClient: '',
      refTribunal: '',
      dateOuverture: today(),
      idTypeDossier: '',
      idTribunal: '',
      idPremiereInstance: '',
      withFirstInstance: false,
      idUtilisateur: '',
    },
    {
      rules: checkAll,
      invalid: t('newDossier.fixErrors'),
      failureOf: (error) =>
        error instanceof PartyNotAddedError ? t('newDossier.partyNotAdded') : `${t('newDossier.failed')} ${reasonsOf(error)}`,
    },
  );
  const { values } = form;
  // Until one is chosen, the lawyer is the person creating the dossier if they are one (the session may arrive after the first render).
  const lawyerId = values.idUtilisateur || (session?.userType === 'AVOCAT' ? session.userId : '');
  const [clients, setClients] = useState<PartyInput[]>([]);
  const [adversaires, setAdversaires] = useState<PartyInput[]>([]);
  const [conflicts, setConflicts] = useState<string[] | null>(null);
  const pendingClient = useRef<PendingParty>(null);
  const pendingAdversaire = useRef<PendingParty>(null);
  const { confirmDiscard, discardDialog } = useUnsavedChanges(form.dirty || clients.length > 0 || adversaires.length > 0);

  /** The side's list with the party still in its mini form, which joins the list; throws when that party is incomplete. */
  const withPending = (parties: PartyInput[], pending: RefObject<PendingParty | null>, setParties: typeof setClients) => {
    const party = pending.current?.take() ?? null;
    if (party === 'invalid') throw new PartyNotAddedError();
    if (!party) return parties;
    setParties((previous) => [...previous, party]);
    return [...parties, party];
  };

  const body = (confirmConflict: boolean, parties: { Client: PartyInput[]; adversaire: PartyInput[] }) => ({
    nom: values.nom,
    idTypeDossier: values.idTypeDossier,
    idTribunal: chosenCourt(values),
    dateOuverture: values.dateOuverture,
    refCabinet: values.refCabinet,
    refClient: values.refClient,
    refTribunal: values.refTribunal,
    ...(lawyerId ? { idUtilisateur: lawyerId } : {}),
    ...parties,
    confirmConflict,
  });

  /**
   * Sends the dossier with its parties, those still in a mini form included; a conflict of interest
   * asks first (the dialog sends it again, confirmed).
   */
  const save = (confirmConflict: boolean) =>
    form.submit(async () => {
      const parties = {
        Client: withPending(clients, pendingClient, setClients),
        adversaire: withPending(adversaires, pendingAdversaire, setAdversaires),
      };
      try {
        const created = await trigger({ body: body(confirmConflict, parties) });
        setConflicts(null);
        notifySuccess(t('newDossier.created'));
        navigate(`/Folder?id=${encodeURIComponent(created.id)}`);
      } catch (error) {
        const conflictList = conflictDetails(error);
        setConflicts(conflictList);
        if (!conflictList) throw error;
      }
    });

  const choose = (key: 'idTypeDossier' | 'idUtilisateur') => (value: string) => form.setValue(key, value);

  return (
    <form onSubmit={(event) => void save(false)(event)} noValidate data-testid="new-dossier-form">
      <Stack gap="6">
        <Grid templateColumns={{ base: '1fr', md: 'repeat(2, 1fr)' }} gap="4">
          <TextField {...form.field('nom')} label={t('fields.nom')} />
          <SearchableSelect
            {...form.field('idTypeDossier')}
            onChange={choose('idTypeDossier')}
            label={t('fields.type')}
            options={types}
            required
          />
          <TextField {...form.field('dateOuverture')} type="date" label={t('fields.dateOuverture')} required />
          <TextField {...form.field('refCabinet')} label={t('fields.refCabinet')} required />
          <TextField {...form.field('refClient')} label={t('fields.refClient')} />
          <TextField {...form.field('refTribunal')} label={t('fields.refTribunal')} />
          <SearchableSelect
            {...form.field('idUtilisateur')}
            value={lawyerId}
            onChange={choose('idUtilisateur')}
            label={t('fields.idUtilisateur')}
            options={lawyers}
          />
          <CourtPicker
            choice={values}
            onChange={(key, value) => form.setValue(key, value)}
            onWithFirstInstance={(checked) => form.setValue('withFirstInstance', checked)}
            error={form.errorOf('idTribunal')}
          />
        </Grid>

        <PartiesSection side="client" title={t('parties.clients')} parties={clients} setParties={setClients} pending={pendingClient} />
        <PartiesSection
          side="adversaire"
          title={t('parties.adversaires')}
          parties={adversaires}
          setParties={setAdversaires}
          pending={pendingAdversaire}
        />

        <FormAlert message={form.failure} />
        <HStack gap="3">
          <Button type="submit" colorPalette="teal" loading={form.saving} data-testid="save-dossier">
            {t('actions.save')}
          </Button>
          <Button variant="outline" onClick={() => confirmDiscard(() => void navigate(-1))} data-testid="cancel-dossier">
            {t('actions.cancel')}
          </Button>
        </HStack>
      </Stack>
      <ConflictDialog conflicts={conflicts} busy={form.saving} onConfirm={() => void save(true)()} onCancel={() => setConflicts(null)} />
      {discardDialog}
    </form>
  );
};
