import { clientsRoutes } from '@mizan/shared/routes/clients';
import { createDomainHandler } from '../../runtime/domain-handler';

/** The clients function: its domain's routes, each served by routes/{action}.ts (runtime/route-modules.ts). */
export const handler = createDomainHandler(clientsRoutes, (module) => import(`./routes/${module}.ts`));
