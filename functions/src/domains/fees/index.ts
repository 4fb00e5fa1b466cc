import { createDomainHandler } from '../../runtime/domain-handler';

/** The fees function: each route's module is routes/{action}.ts (runtime/route-modules.ts). */
export const handler = createDomainHandler(
  async () => (await import('@mizan/shared/routes/fees')).feesRoutes,
  (module) => import(`./routes/${module}.ts`),
);
