import { defineHandler } from '../../../runtime/define-handler';
import { importUploadUrl } from '../import-jobs';

export const handler = defineHandler('imports.uploadUrl', ({ body }, { caller }) => importUploadUrl(caller, body.fichier));
