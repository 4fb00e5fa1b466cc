import { Button, type ButtonProps } from '@chakra-ui/react';
import { useState, type ReactNode } from 'react';
import { LuDownload } from 'react-icons/lu';
import { notifyError } from '../lib/notify';

/**
 * A button that makes or fetches a file and hands it to the browser (an export): busy while it
 * works, a failure told in a notice.
 */
export const DownloadButton = ({ download, children, ...props }: { download: () => Promise<void>; children: ReactNode } & ButtonProps) => {
  const [busy, setBusy] = useState(false);
  const start = async () => {
    setBusy(true);
    try {
      await download();
    } catch (error) {
      notifyError(error);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button variant="outline" size="sm" {...props} onClick={() => void start()} loading={busy}>
      <LuDownload aria-hidden /> {children}
    </Button>
  );
};
