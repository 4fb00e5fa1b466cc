import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { routeNames, type RouteName } from '@mizan/shared/routes';
import { routeModulePath } from '../../functions/src/runtime/route-modules';
import type { DefinedHandler } from '../../functions/src/runtime/define-handler';

/**
 * Routes bind to handlers by convention (functions/src/runtime/route-modules.ts): every route of
 * the table has its module, which declares that route; every module serves a route.
 */

describe('route binding', () => {
  it.each(routeNames)('%s has its handler module, which declares that route', async (name) => {
    const path = routeModulePath(name);
    expect(existsSync(path), `${path} is missing: every route of the table has its module`).toBe(true);
    const { handler } = (await import(/* @vite-ignore */ `../../${path}`)) as { handler: DefinedHandler };
    expect(handler.name).toBe(name);
  });

  it('has no module in a routes folder that no route names', () => {
    const domains = 'functions/src/domains';
    const expected = new Set(routeNames.map((name: RouteName) => routeModulePath(name)));
    const modules = readdirSync(domains).flatMap((domain) => {
      const dir = join(domains, domain, 'routes');
      return existsSync(dir) ? readdirSync(dir).map((file) => join(dir, file)) : [];
    });
    expect(modules.length).toBe(routeNames.length);
    expect(modules.filter((path) => !expected.has(path))).toEqual([]);
  });
});
