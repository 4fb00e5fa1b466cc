import { createDomainHandler } from '../../runtime/domain-handler';

/** The exports function (administrators): starts the firm's export job and hands out its ZIP's link; each route's module is routes/{action}.ts. */
export const handler = createDomainHandler(
  async () => (await import('@mizan/shared/routes/exports')).exportsRoutes,
  (module) => import(`./routes/${module}.ts`),
);
