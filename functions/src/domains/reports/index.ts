import { createDomainHandler } from '../../runtime/domain-handler';

/** The reports function: each route's module is routes/{action}.ts (runtime/route-modules.ts). */
export const handler = createDomainHandler(
  async () => (await import('@mizan/shared/routes/reports')).reportsRoutes,
  (module) => import(`./routes/${module}.ts`),
);
