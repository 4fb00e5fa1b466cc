import { createDomainHandler } from '../../runtime/domain-handler';

/** The dashboard function: its domain's routes, each served by routes/{action}.ts (runtime/route-modules.ts). */
export const handler = createDomainHandler(
  async () => (await import('@mizan/shared/routes/dashboard')).dashboardRoutes,
  (module) => import(`./routes/${module}.ts`),
);
