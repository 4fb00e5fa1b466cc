import { createDomainHandler } from '../../runtime/domain-handler';

/** The templates function: its domain's routes, each served by routes/{action}.ts; it alone bundles docxtemplater. */
export const handler = createDomainHandler(
  async () => (await import('@mizan/shared/routes/templates')).templatesRoutes,
  (module) => import(`./routes/${module}.ts`),
);
