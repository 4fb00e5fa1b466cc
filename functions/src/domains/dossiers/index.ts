import { dossiersRoutes } from '@mizan/shared/routes/dossiers';
import { createDomainHandler } from '../../runtime/domain-handler';

/** The dossiers function: its domain's routes, each served by routes/{action}.ts (runtime/route-modules.ts). */
export const handler = createDomainHandler(dossiersRoutes, (module) => import(`./routes/${module}.ts`));
