import { managementRoutes } from '@mizan/shared/routes/management';
import { createDomainHandler } from '../../runtime/domain-handler';

/** The management function: its domain's routes, each served by routes/{action}.ts (runtime/route-modules.ts). */
export const handler = createDomainHandler(managementRoutes, (module) => import(`./routes/${module}.ts`));
