import type { Language } from '@mizan/shared/roles';
import { callApiFile } from '../../../lib/api-client';
import { saveFile } from '../../../lib/save-file';

/** GET api/Dossier/{id}/fiche/pdf: the dossier sheet as an A4 PDF in `lang`, downloaded as `fiche-{ref}.pdf`. */
export const downloadDossierSheet = async (id: string, refCabinet: string, lang: Language) =>
  saveFile(
    `fiche-${refCabinet.replace(/[^\p{L}\p{N}._-]+/gu, '-')}.pdf`,
    await callApiFile('print.dossierSheetPdf', { params: { id }, query: { lang } }),
  );
