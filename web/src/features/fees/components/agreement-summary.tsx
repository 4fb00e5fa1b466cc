import { DataList, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { formatBasisPoints, formatCentimes, formatDate } from '../../../lib/format';
import { currentLanguage } from '../../../lib/i18n';
import type { Agreement } from '../api/fees';

/**
 * The agreement as a reader sees it: each part it holds, amounts in the reader's format, each value
 * in its own `<bdi>` (a name or a label may be Arabic or Latin). A client's has no rate: the hourly
 * part then only says the dossier is billed by the hour.
 */
export const AgreementSummary = ({ agreement }: { agreement: Agreement }) => {
  const { t } = useTranslation('fees');
  const language = currentLanguage();
  if (!agreement.version) return <Text color="fg.muted">{t('agreement.none')}</Text>;
  const { horaire, forfait, resultat } = agreement;
  return (
    <DataList.Root orientation="horizontal" size="sm" data-testid="agreement-summary">
      {horaire && (
        <DataList.Item>
          <DataList.ItemLabel>{t('agreement.hourly')}</DataList.ItemLabel>
          <DataList.ItemValue flexDirection="column" alignItems="flex-start">
            {horaire.taux.length === 0 && t('agreement.hourlyOnly')}
            {horaire.taux.map((rate) => (
              <span key={rate.idUtilisateur}>
                <bdi>{rate.nom}</bdi> : <bdi>{t('agreement.perHour', { amount: formatCentimes(rate.tauxCentimes, language) })}</bdi>
              </span>
            ))}
          </DataList.ItemValue>
        </DataList.Item>
      )}
      {forfait && (
        <DataList.Item>
          <DataList.ItemLabel>{t('agreement.flat')}</DataList.ItemLabel>
          <DataList.ItemValue flexDirection="column" alignItems="flex-start">
            <bdi>{formatCentimes(forfait.montantCentimes, language)}</bdi>
            {forfait.echeances.map((instalment, index) => (
              <span key={index}>
                <bdi>{instalment.libelle}</bdi> — <bdi>{formatCentimes(instalment.montantCentimes, language)}</bdi> —{' '}
                <bdi>{formatDate(instalment.dateEcheance, language)}</bdi>
              </span>
            ))}
          </DataList.ItemValue>
        </DataList.Item>
      )}
      {resultat && (
        <DataList.Item>
          <DataList.ItemLabel>{t('agreement.success')}</DataList.ItemLabel>
          <DataList.ItemValue flexDirection="column" alignItems="flex-start">
            <bdi>{formatBasisPoints(resultat.pourcentageBasisPoints, language)}</bdi>
            {resultat.plancherCentimes !== null && (
              <span>
                {t('agreement.floor')} : <bdi>{formatCentimes(resultat.plancherCentimes, language)}</bdi>
              </span>
            )}
          </DataList.ItemValue>
        </DataList.Item>
      )}
      {agreement.conditions && (
        <DataList.Item>
          <DataList.ItemLabel>{t('agreement.conditions')}</DataList.ItemLabel>
          <DataList.ItemValue whiteSpace="pre-wrap">
            <bdi>{agreement.conditions}</bdi>
          </DataList.ItemValue>
        </DataList.Item>
      )}
    </DataList.Root>
  );
};
