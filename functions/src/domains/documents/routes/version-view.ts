import { defineHandler } from '../../../runtime/define-handler';
import { signedAddress } from '../addresses';

/** A short-lived address that shows a version of the document inline; the view is recorded. */
export const handler = defineHandler('documents.versionView', ({ params }, { caller, sourceIp }) =>
  signedAddress(caller, params.idDocument, 'VIEW', sourceIp, params.idVersion),
);
