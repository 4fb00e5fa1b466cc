import { createDomainHandler } from '../../runtime/domain-handler';

/** The print function: PDFs, with pdfkit and the font that no other function loads (and the one write that needs them: an invoice sent to the client); each route's module is routes/{action}.ts. */
export const handler = createDomainHandler(
  async () => (await import('@mizan/shared/routes/print')).printRoutes,
  (module) => import(`./routes/${module}.ts`),
);
