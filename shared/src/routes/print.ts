import * as z from 'zod';
import { defineRoutes } from '../route.ts';
import { STAFF } from '../roles.ts';
import * as print from '../schemas/print.ts';

// One line per route, so the table reads as a table.
// prettier-ignore
export const printRoutes = defineRoutes('print', {
  'print.hearingListPdf': { domain: 'print', method: 'GET', path: '/api/Audiences/role/pdf', roles: STAFF, scope: 'firm', summary: "The day's hearing list as an A4 PDF in French, Arabic or English (base64 body, application/pdf)", query: print.hearingListPdfQuery, response: z.string(), contentType: 'application/pdf' },
});
