import { defineHandler } from '../../../runtime/define-handler';
import { importTemplate } from '../../../services/dossier-import/template';

/** The dossiers template in the language asked; the file leaves as the body, base64 (a few kilobytes). */
export const handler = defineHandler('imports.template', async ({ query }) => (await importTemplate(query.lang)).toString('base64'));
