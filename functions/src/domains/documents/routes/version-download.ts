import { defineHandler } from '../../../runtime/define-handler';
import { signedAddress } from '../addresses';

/** A short-lived address that downloads a version of the document as `nom.extension`; the download is recorded. */
export const handler = defineHandler('documents.versionDownload', ({ params }, { caller, sourceIp }) =>
  signedAddress(caller, params.idDocument, 'DOWNLOAD', sourceIp, params.idVersion),
);
