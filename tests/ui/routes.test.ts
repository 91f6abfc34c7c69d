import { describe, expect, it } from 'vitest';
import { locationLinks } from '../../server/modules/access/account-links';
import { ROUTE_PATHS, ROUTE_TITLES, type RouteName } from '../../src/app/route-names';
import { createAppRouter } from '../../src/app/router';
import { routeTree } from '../../src/app/routes/route-tree';
import { createQueryClient } from '../../src/lib/query/query-client';

const router = createAppRouter({ queryClient: createQueryClient(), module: 'waitlist' });
const registered = Object.values(router.routesById);
/** Pathless layouts (root, access layout, shell) share '/' with the admin home: leave them out. */
const isLayout = (route: (typeof registered)[number]) => route.isRoot || !('path' in route.options);
const byPath = new Map(
  registered.filter((route) => !isLayout(route)).map((route) => [route.fullPath, route]),
);

/** Names that share a path with another name (a layout and its first tab, /stats in both modules). */
const SHARED_PATH_NAMES: readonly RouteName[] = [
  'survey-form-item',
  'settings-user-info',
  'settings-location-hours-regular',
  'menu-order-stats',
];

describe('route table (spec 01 §2.1, 02 §2)', () => {
  it.each(Object.entries(ROUTE_PATHS))('%s → %s is a registered route', (_name, path) => {
    expect(byPath.has(path)).toBe(true);
  });

  it.each(Object.entries(ROUTE_PATHS).filter(([name]) => !SHARED_PATH_NAMES.includes(name as RouteName)))(
    '%s is the spec name of the route at %s, with its Spanish title',
    (name, path) => {
      const route = byPath.get(path);
      expect(route?.options.staticData?.name).toBe(name);
      expect(route?.options.staticData?.title).toBe(ROUTE_TITLES[name as RouteName]);
    },
  );

  it('every page route has a spec name and an access rule', () => {
    const pages = registered.filter((route) => !isLayout(route));
    expect(pages).toHaveLength(Object.keys(ROUTE_PATHS).length - SHARED_PATH_NAMES.length);
    for (const route of pages) {
      expect(route.options.staticData?.name, route.id).toBeTruthy();
      const accessOf = route.options.staticData?.access ?? route.parentRoute?.options.staticData?.access;
      expect(['auth', 'guest', 'public', 'customer'], route.id).toContain(accessOf);
    }
  });

  it('the route tree is the one the router uses', () => {
    expect(router.routeTree).toBe(routeTree);
  });
});

describe('links handed to customers', () => {
  it('every public link of a location opens a page of its own (issue 21)', () => {
    const urls = locationLinks('https://mostrador.example', 'taqueria-demo', null).flatMap((group) =>
      group.items.map((item) => new URL(item.url).pathname),
    );
    expect(urls).toEqual(
      expect.arrayContaining([
        '/r/taqueria-demo/turno',
        '/r/taqueria-demo/reservar',
        '/r/taqueria-demo/lealtad',
      ]),
    );
    for (const pathname of urls) {
      const page = router.matchRoutes(pathname).at(-1);
      expect(page?.pathname, 'a route of its own, not a shorter one').toBe(pathname);
      expect(page?.staticData?.access, pathname).toBe('customer');
    }
  });
});
