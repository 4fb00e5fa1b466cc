import { createDomainHandler } from '../../runtime/domain-handler';

/** The activity function (reads only): each route's module is routes/{action}.ts (runtime/route-modules.ts). */
export const handler = createDomainHandler(
  async () => (await import('@mizan/shared/routes/activity')).activityRoutes,
  (module) => import(`./routes/${module}.ts`),
);
