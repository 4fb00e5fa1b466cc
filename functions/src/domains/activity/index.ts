import { activityRoutes } from '@mizan/shared/routes/activity';
import { createDomainHandler } from '../../runtime/domain-handler';

/** The activity function (reads only): each route's module is routes/{action}.ts (runtime/route-modules.ts). */
export const handler = createDomainHandler(activityRoutes, (module) => import(`./routes/${module}.ts`));
