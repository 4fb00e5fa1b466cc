import { createDomainHandler } from '../../runtime/domain-handler';

/** The imports function (administrators): imports a firm's dossiers from a spreadsheet; each route's module is routes/{action}.ts. */
export const handler = createDomainHandler(
  async () => (await import('@mizan/shared/routes/imports')).importsRoutes,
  (module) => import(`./routes/${module}.ts`),
);
