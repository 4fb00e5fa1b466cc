import type { RouteName } from '@mizan/shared/routes';

/**
 * Routes bind to handlers by convention: the route `{domain}.{action}` is served by the module
 * `functions/src/domains/{domain}/routes/{action in kebab-case}.ts`, whose `handler` is
 * `defineHandler('{domain}.{action}', …)`. Nothing else maps routes to code.
 */
export const routeModuleName = (name: RouteName): string =>
  name.slice(name.indexOf('.') + 1).replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);

export const routeModulePath = (name: RouteName): string =>
  `functions/src/domains/${name.slice(0, name.indexOf('.'))}/routes/${routeModuleName(name)}.ts`;
