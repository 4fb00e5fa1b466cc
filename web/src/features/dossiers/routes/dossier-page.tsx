import { Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { DeferredSection } from '../../../components/deferred-section';
import { PageLoader } from '../../../components/page-loader';
import { FeesSection } from '../../fees/components/fees-section';
import { DossierTasks } from '../../tasks/components/dossier-tasks';
import { useDossier } from '../api/get-dossier';
import { DossierExpenses } from '../components/dossier-expenses';
import { DossierHistory } from '../components/dossier-history';
import { DossierIdentification } from '../components/dossier-identification';
import { DossierNotes } from '../components/dossier-notes';
import { DossierDeadlinesAndDocuments } from '../components/dossier-deadlines-and-documents';
import { PartyCards } from '../components/party-cards';

/**
 * Spec 2.10: /Folder?id= for the firm's staff. The identification shows first; the sections below
 * render and read their data when they near the screen or once the page is usable (issue 34).
 */
export const DossierPage = () => {
  const { t } = useTranslation('dossiers');
  const id = useSearchParams()[0].get('id');
  const { data: dossier, isLoading, mutate } = useDossier(id);
  // Entries the notes and expenses panels recorded in the history (the detail's newest entry tells the others).
  const [recorded, setRecorded] = useState(0);
  const handleRecorded = () => setRecorded((count) => count + 1);
  if (!id) return <Text>{t('dossier.missingId')}</Text>;
  if (isLoading) return <PageLoader />;
  if (!dossier) return <Text color="fg.muted">{t('dossier.unavailable')}</Text>;
  const refresh = () => void mutate();
  return (
    <Stack gap="6">
      <DossierIdentification
        key={dossier.id}
        dossier={dossier}
        onSaved={(saved) => void mutate(saved, { revalidate: false })}
        onReload={() => mutate()}
      />
      <DeferredSection>
        <PartyCards dossierId={dossier.id} side="client" parties={dossier.clients} onChanged={refresh} />
      </DeferredSection>
      <DeferredSection>
        <PartyCards dossierId={dossier.id} side="adversaire" parties={dossier.adversaires} onChanged={refresh} />
      </DeferredSection>
      <DeferredSection>
        <DossierHistory dossierId={dossier.id} revision={`${dossier.actions[0]?.id}:${recorded}`} />
      </DeferredSection>
      <DeferredSection>
        <DossierNotes dossierId={dossier.id} onRecorded={handleRecorded} />
      </DeferredSection>
      <DeferredSection>
        <DossierExpenses dossierId={dossier.id} refCabinet={dossier.refCabinet} onRecorded={handleRecorded} />
      </DeferredSection>
      <DeferredSection>
        <DossierTasks dossierId={dossier.id} />
      </DeferredSection>
      <DeferredSection>
        <FeesSection dossierId={dossier.id} onRecorded={handleRecorded} />
      </DeferredSection>
      <DeferredSection>
        <DossierDeadlinesAndDocuments />
      </DeferredSection>
    </Stack>
  );
};
