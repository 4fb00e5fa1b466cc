import { defineHandler } from '../../../runtime/define-handler';
import { listTypes, scopeOf } from '../reference-types';

export const handler = defineHandler('management.listDossierTypes', (_input, context) => listTypes('dossierType', scopeOf(context)));
