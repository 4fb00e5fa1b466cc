import { createDomainHandler, noRouteModulesYet } from '../../runtime/domain-handler';

/**
 * The documents function. None of its routes is built yet (shared/src/pending-routes.ts); the first
 * one to land brings routes/ and the loader `(module) => import(\`./routes/\${module}.ts\`)`.
 */
export const handler = createDomainHandler(noRouteModulesYet);
