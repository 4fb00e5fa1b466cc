import { usersRoutes } from '@mizan/shared/routes/users';
import { createDomainHandler } from '../../runtime/domain-handler';

/** The users function: its domain's routes, each served by routes/{action}.ts (runtime/route-modules.ts). */
export const handler = createDomainHandler(usersRoutes, (module) => import(`./routes/${module}.ts`));
