import { Box, Grid, Heading, HStack, IconButton, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LuMessageSquare, LuSave, LuX } from 'react-icons/lu';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router-dom';
import { DeferredSection } from '../../../components/deferred-section';
import { PageLoader } from '../../../components/page-loader';
import { useUnsavedChanges } from '../../../components/unsaved-changes';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { useForm } from '../../../lib/use-form';
import { ClientAgreement } from '../../fees/components/client-agreement';
import { ClientInvoices } from '../../fees/components/client-invoices';
import { useClientDossier, type ClientDossier } from '../api/get-client-dossier';
import { useSaveClientReference } from '../api/save-client-reference';
import { ClientIdentification } from './client-identification';
import { ClientPeople } from './client-people';

/** The sections other features bring to the client's dossier screen, given the dossier read. */
export type ClientDossierSections = {
  appointments: ReactNode;
  courtDeadlines: ReactNode;
  documents: ReactNode;
};

type ClientDossierViewProps = {
  sections: (dossier: ClientDossier, refresh: () => void) => ClientDossierSections;
};

const TAP = { minWidth: '11', minHeight: '11' } as const;
/**
 * On a phone the two columns melt into one list of sections (`display: contents`), the dossier's
 * identification first: the sections that load after it (appointments, court deadlines…) grow below
 * what the client reads instead of pushing it down the screen.
 */
const PHONE_FLAT = { base: 'contents', lg: 'flex' } as const;
const phoneOrder = (place: number) => ({ base: place, lg: 0 });
/** The client-reference form, which the header's save icon submits. */
const REFERENCE_FORM = 'client-reference-form';

/**
 * Spec 2.11 with fixed defect 6: /Client/Folder?id=. The header's save icon saves the client's
 * reference and close goes back to the list; the messages icon opens the thread. Left: lawyer,
 * clients, appointments; right: identification, court deadlines, documents, fees. One column on a
 * phone, the identification first.
 */
export const ClientDossierView = ({ sections }: ClientDossierViewProps) => {
  const { t } = useTranslation('portal');
  const { t: tc } = useTranslation();
  const id = useSearchParams()[0].get('id');
  const navigate = useNavigate();
  const { data: dossier, isLoading, mutate } = useClientDossier(id);
  const { trigger } = useSaveClientReference();
  // What the client typed (null: the dossier's reference, once read); a refusal that is no field's is a toast.
  const form = useForm<{ refClient: string | null }>(
    { refClient: null },
    {
      failureOf: (error, placed) => {
        if (!placed) notifyError(error);
        return null;
      },
    },
  );

  // What the client typed differs from the dossier's reference: closing or leaving asks first.
  const { confirmDiscard, discardDialog } = useUnsavedChanges(
    form.values.refClient !== null && form.values.refClient !== (dossier?.refClient ?? ''),
  );

  if (!id) return <Text>{t('dossier.missingId')}</Text>;
  if (isLoading) return <PageLoader />;
  if (!dossier) return <Text color="fg.muted">{t('dossier.unavailable')}</Text>;
  const typed = form.values.refClient ?? dossier.refClient ?? '';
  const refresh = () => void mutate();

  const handleSave = form.submit(async () => {
    await trigger({ params: { id: dossier.id }, body: { refClient: typed } });
    notifySuccess(t('dossier.saved'));
    form.reset();
    await mutate();
  });
  const { appointments, courtDeadlines, documents } = sections(dossier, refresh);

  return (
    <Stack gap="5" data-testid="client-dossier">
      <HStack justify="space-between" align="flex-start" gap="2">
        <Stack gap="0" minWidth="0">
          <Heading as="h1" size="xl">
            {tc('pages.clientDossier')}
          </Heading>
          <Text fontWeight="semibold" overflowWrap="anywhere" data-testid="client-dossier-ref">
            {dossier.refCabinet}
          </Text>
        </Stack>
        <HStack gap="1" flexShrink={0}>
          <IconButton
            type="submit"
            form={REFERENCE_FORM}
            aria-label={t('dossier.save')}
            title={t('dossier.save')}
            variant="ghost"
            loading={form.saving}
            data-testid="client-dossier-save"
            {...TAP}
          >
            <LuSave />
          </IconButton>
          <IconButton asChild aria-label={t('dossier.messages')} title={t('dossier.messages')} variant="ghost" {...TAP}>
            <RouterLink to={`/Client/Folder/Messages?id=${encodeURIComponent(dossier.id)}`} data-testid="client-dossier-messages">
              <LuMessageSquare />
            </RouterLink>
          </IconButton>
          <IconButton
            aria-label={t('dossier.close')}
            title={t('dossier.close')}
            variant="ghost"
            onClick={() => confirmDiscard(() => void navigate('/Client/Folders'))}
            data-testid="client-dossier-close"
            {...TAP}
          >
            <LuX />
          </IconButton>
        </HStack>
      </HStack>
      <Grid templateColumns={{ base: 'minmax(0, 1fr)', lg: 'minmax(0, 1fr) minmax(0, 2fr)' }} gap={{ base: '4', lg: '5' }}>
        <Stack gap="4" minWidth="0" display={PHONE_FLAT}>
          <Box order={phoneOrder(2)} minWidth="0">
            <ClientPeople dossier={dossier} />
          </Box>
          <Box order={phoneOrder(3)} minWidth="0" data-testid="client-section-appointments">
            {appointments}
          </Box>
        </Stack>
        <Stack gap="4" minWidth="0" display={PHONE_FLAT}>
          <Box order={phoneOrder(1)} minWidth="0">
            <ClientIdentification
              formId={REFERENCE_FORM}
              dossier={dossier}
              refClient={typed}
              onRefClientChange={(value) => form.setValue('refClient', value)}
              onSubmit={handleSave}
              error={form.errorOf('refClient')}
            />
          </Box>
          <Box order={phoneOrder(4)} minWidth="0" data-testid="client-section-court-deadlines">
            {courtDeadlines}
          </Box>
          <Box order={phoneOrder(5)} minWidth="0" data-testid="client-section-documents">
            {documents}
          </Box>
          <Box order={phoneOrder(6)} minWidth="0">
            <DeferredSection>
              <ClientAgreement dossierId={dossier.id} />
            </DeferredSection>
          </Box>
          <Box order={phoneOrder(7)} minWidth="0">
            <DeferredSection>
              <ClientInvoices dossierId={dossier.id} />
            </DeferredSection>
          </Box>
        </Stack>
      </Grid>
      {discardDialog}
    </Stack>
  );
};
