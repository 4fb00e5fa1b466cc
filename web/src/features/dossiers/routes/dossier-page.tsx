import { Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
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

/** Spec 2.10: /Folder?id= for the firm's staff. */
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
      <PartyCards dossierId={dossier.id} side="client" parties={dossier.clients} onChanged={refresh} />
      <PartyCards dossierId={dossier.id} side="adversaire" parties={dossier.adversaires} onChanged={refresh} />
      <DossierHistory dossierId={dossier.id} revision={`${dossier.actions[0]?.id}:${recorded}`} />
      <DossierNotes dossierId={dossier.id} onRecorded={handleRecorded} />
      <DossierExpenses dossierId={dossier.id} refCabinet={dossier.refCabinet} onRecorded={handleRecorded} />
      <DossierTasks dossierId={dossier.id} />
      <FeesSection dossierId={dossier.id} onRecorded={handleRecorded} />
      <DossierDeadlinesAndDocuments />
    </Stack>
  );
};
