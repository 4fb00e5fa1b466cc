import { documentsRoutes } from '@mizan/shared/routes/documents';
import { createDomainHandler } from '../../runtime/domain-handler';

/** The documents function: its domain's routes, each served by routes/{action}.ts (runtime/route-modules.ts). */
export const handler = createDomainHandler(documentsRoutes, (module) => import(`./routes/${module}.ts`));
