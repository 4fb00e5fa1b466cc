import { calendarRoutes } from '@mizan/shared/routes/calendar';
import { createDomainHandler } from '../../runtime/domain-handler';

/** The calendar function: its domain's routes, each served by routes/{action}.ts (runtime/route-modules.ts). */
export const handler = createDomainHandler(calendarRoutes, (module) => import(`./routes/${module}.ts`));
