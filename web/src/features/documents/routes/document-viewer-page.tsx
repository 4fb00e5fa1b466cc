import { Box, Button, Heading, HStack, Image, Stack, Text } from '@chakra-ui/react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LuDownload } from 'react-icons/lu';
import { useSearchParams } from 'react-router-dom';
import { ConfidentialityBadge } from '../../../components/confidentiality-badge';
import { FileName } from '../../../components/file-name';
import { errorMessage, notifyError } from '../../../lib/notify';
import { downloadDocument, useDocumentView } from '../api/get-document-address';

/** Spec 2.15 and section 9: the viewer is 800 px high. */
const VIEWER_HEIGHT = '800px';

type DocxViewProps = { url: string; onRendered: () => void; onFailed: (error: unknown) => void };

/**
 * A Word document rendered in the browser by docx-preview, loaded only here: no document leaves
 * for a third-party viewer (decisions). The file is fetched from its short-lived address.
 */
const DocxView = ({ url, onRendered, onFailed }: DocxViewProps) => {
  const container = useRef<HTMLDivElement>(null);
  useEffect(() => {
    let stale = false;
    const render = async () => {
      const [{ renderAsync }, response] = await Promise.all([import('docx-preview'), fetch(url)]);
      if (!response.ok) throw new Error(String(response.status));
      const blob = await response.blob();
      if (stale || !container.current) return;
      container.current.replaceChildren();
      await renderAsync(blob, container.current, undefined, { inWrapper: true, ignoreLastRenderedPageBreak: true });
      if (!stale) onRendered();
    };
    render().catch((error: unknown) => !stale && onFailed(error));
    return () => {
      stale = true;
    };
  }, [url, onRendered, onFailed]);
  return <Box ref={container} height={VIEWER_HEIGHT} overflow="auto" bg="gray.100" data-testid="viewer-docx" dir="ltr" />;
};

/**
 * /DocumentViewer?id= (and &version= for an earlier version): loads the document's short-lived inline address ('Chargement du
 * document...'), then shows a PDF in the browser's own viewer, a JPEG or PNG as an image, a DOCX
 * rendered here; a DOC (which browsers cannot show) is offered as a download; anything else is
 * 'Format de document non pris en charge'.
 */
export const DocumentViewerPage = () => {
  const { t } = useTranslation('documents');
  const [search] = useSearchParams();
  const id = search.get('id');
  const version = search.get('version');
  const address = useDocumentView(id, version);
  const [rendered, setRendered] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const onRendered = useCallback(() => setRendered(true), []);
  const onFailed = useCallback((error: unknown) => setFailure(errorMessage(error)), []);

  const error = address.error ? errorMessage(address.error) : failure;
  const document = address.data;
  const extension = document?.extension.toLowerCase();
  const loading = !error && (!document || (extension === 'docx' && !rendered));

  const handleDownload = async () => {
    if (!id) return;
    try {
      await downloadDocument(id, version ?? undefined);
    } catch (failed) {
      notifyError(failed);
    }
  };

  return (
    <Stack gap="3" data-testid="document-viewer">
      <HStack gap="3" wrap="wrap">
        <Heading as="h1" size="lg">
          {document ? <FileName>{`${document.nom}.${document.extension}`}</FileName> : t('viewer.title')}
        </Heading>
        {document && <ConfidentialityBadge level={document.IdConfidentialite} />}
      </HStack>
      {!id && <Text color="red.600">{t('viewer.missing')}</Text>}
      {loading && id && (
        <Text role="status" data-testid="viewer-loading">
          {t('viewer.loading')}
        </Text>
      )}
      {error && (
        <Text color="red.600" role="alert" data-testid="viewer-error">
          {t('viewer.error', { message: error })}
        </Text>
      )}
      {document && !error && extension === 'pdf' && (
        <iframe
          title={document.nom}
          src={document.url}
          width="100%"
          height={VIEWER_HEIGHT}
          style={{ border: 0 }}
          data-testid="viewer-pdf"
        />
      )}
      {document && !error && (extension === 'jpg' || extension === 'jpeg' || extension === 'png') && (
        <Box height={VIEWER_HEIGHT} overflow="auto" textAlign="center">
          <Image src={document.url} alt={document.nom} maxW="100%" display="inline-block" data-testid="viewer-image" />
        </Box>
      )}
      {document && !error && extension === 'docx' && <DocxView url={document.url} onRendered={onRendered} onFailed={onFailed} />}
      {document && !error && extension === 'doc' && (
        <Stack gap="3" align="start" data-testid="viewer-doc">
          <Text>{t('viewer.docDownload')}</Text>
          <Button colorPalette="teal" onClick={() => void handleDownload()}>
            <LuDownload /> {t('viewer.download')}
          </Button>
        </Stack>
      )}
      {document && !error && !['pdf', 'jpg', 'jpeg', 'png', 'docx', 'doc'].includes(extension ?? '') && (
        <Text data-testid="viewer-unsupported">{t('viewer.unsupported')}</Text>
      )}
    </Stack>
  );
};
