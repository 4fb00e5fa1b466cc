import { createDomainHandler } from '../../runtime/domain-handler';

/** The billing function: each route's module is routes/{action}.ts (runtime/route-modules.ts). */
export const handler = createDomainHandler(
  async () => (await import('@mizan/shared/routes/billing')).billingRoutes,
  (module) => import(`./routes/${module}.ts`),
);
