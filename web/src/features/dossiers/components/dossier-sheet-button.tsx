import { IconButton } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LuPrinter } from 'react-icons/lu';
import { currentLanguage } from '../../../lib/i18n';
import { notifyError } from '../../../lib/notify';
import { downloadDossierSheet } from '../api/dossier-sheet';

/** "Fiche dossier (PDF)": the dossier sheet lawyers take to court, in the page's language. */
export const DossierSheetButton = ({ id, refCabinet }: { id: string; refCabinet: string }) => {
  const { t } = useTranslation('dossiers');
  const [printing, setPrinting] = useState(false);
  const print = async () => {
    setPrinting(true);
    try {
      await downloadDossierSheet(id, refCabinet, currentLanguage());
    } catch (error) {
      notifyError(error);
    } finally {
      setPrinting(false);
    }
  };
  return (
    <IconButton
      variant="outline"
      aria-label={t('dossier.sheet')}
      title={t('dossier.sheet')}
      loading={printing}
      onClick={() => void print()}
      data-testid="dossier-sheet"
    >
      <LuPrinter />
    </IconButton>
  );
};
