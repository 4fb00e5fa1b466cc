import { defineHandler } from '../../../runtime/define-handler';
import { signedAddress } from '../addresses';

/** A short-lived address that shows the document inline, with its content type; the view is recorded. */
export const handler = defineHandler('documents.view', ({ params }, { caller, sourceIp }) =>
  signedAddress(caller, params.idDocument, 'VIEW', sourceIp),
);
