import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { PENDING_ROUTES } from '@mizan/shared/pending-routes';
import { routeNames, type RouteName } from '@mizan/shared/routes';
import { routeModulePath } from '../../functions/src/runtime/route-modules';
import type { DefinedHandler } from '../../functions/src/runtime/define-handler';

/**
 * Routes bind to handlers by convention (functions/src/runtime/route-modules.ts): every route of
 * the table has its module, or is on the pending list, never both; every module serves a route.
 */
const built = routeNames.filter((name) => !PENDING_ROUTES.has(name));

describe('route binding', () => {
  it.each(built)('%s has its handler module, which declares that route', async (name) => {
    const path = routeModulePath(name);
    expect(existsSync(path), `${path} is missing: build it, or list ${name} in shared/src/pending-routes.ts`).toBe(true);
    const { handler } = (await import(/* @vite-ignore */ `../../${path}`)) as { handler: DefinedHandler };
    expect(handler.name).toBe(name);
  });

  it('lists as pending only routes of the table that have no module', () => {
    for (const name of PENDING_ROUTES) {
      expect(routeNames).toContain(name);
      expect(existsSync(routeModulePath(name)), `${name} is built: remove it from the pending list`).toBe(false);
    }
  });

  it('has no module in a routes folder that no route names', () => {
    const domains = 'functions/src/domains';
    const expected = new Set(routeNames.map((name: RouteName) => routeModulePath(name)));
    const modules = readdirSync(domains).flatMap((domain) => {
      const dir = join(domains, domain, 'routes');
      return existsSync(dir) ? readdirSync(dir).map((file) => join(dir, file)) : [];
    });
    expect(modules.length).toBe(built.length);
    expect(modules.filter((path) => !expected.has(path))).toEqual([]);
  });
});
