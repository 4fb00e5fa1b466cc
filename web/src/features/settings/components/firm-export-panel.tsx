import { Button, Link, Progress, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../lib/format';
import { currentLanguage } from '../../../lib/i18n';
import { notifyError } from '../../../lib/notify';
import { useFirmExport, useLatestFirmExports, useStartFirmExport } from '../api/firm-export';

/**
 * Settings › Export (administrators): starts the firm's whole export, shows its progress while the
 * job runs (read again every 2 s) and, once ready, the ZIP's download link until it expires; on
 * opening, it shows the firm's newest job the same way.
 */
export const FirmExportPanel = () => {
  const { t } = useTranslation('settings');
  const language = currentLanguage();
  const [started, setStarted] = useState<string>();
  // The job started here, or else the firm's newest (a job running or ready when the page opened).
  const { data: latest } = useLatestFirmExports();
  const jobId = started ?? latest?.[0]?.id;
  const { trigger, isMutating } = useStartFirmExport();
  const { data: job } = useFirmExport(jobId);
  const running = isMutating || job?.etat === 'ENC' || (!!started && !job);

  const handleStart = async () => {
    try {
      setStarted((await trigger({})).id);
    } catch (error) {
      notifyError(error);
    }
  };

  return (
    <Stack gap="4" maxW="2xl" data-testid="firm-export">
      <Text>{t('export.intro')}</Text>
      <Button alignSelf="start" colorPalette="teal" onClick={() => void handleStart()} loading={running} data-testid="export-start">
        {t('export.start')}
      </Button>
      {running && (
        <Stack gap="2" data-testid="export-running">
          <Progress.Root value={null} colorPalette="teal" size="sm">
            <Progress.Track>
              <Progress.Range />
            </Progress.Track>
          </Progress.Root>
          <Text fontSize="sm" color="fg.muted">
            {t('export.running')}
          </Text>
        </Stack>
      )}
      {job?.etat === 'PRE' &&
        (job.lien && job.lienExpireLe ? (
          <Stack gap="1" data-testid="export-ready">
            <Link href={job.lien} download colorPalette="teal" color="colorPalette.fg" fontWeight="semibold">
              {t('export.download')}
            </Link>
            <Text fontSize="sm" color="fg.muted">
              {t('export.expires', { date: formatDateTime(job.lienExpireLe, language) })}
            </Text>
          </Stack>
        ) : (
          <Text data-testid="export-expired">{t('export.expired')}</Text>
        ))}
      {job?.etat === 'ECH' && (
        <Text color="fg.error" data-testid="export-failed">
          {t('export.failed')}
        </Text>
      )}
    </Stack>
  );
};
