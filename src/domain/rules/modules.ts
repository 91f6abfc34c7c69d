/**
 * Modules by host (spec 01 §1): the waitlist module on the app hosts, the shop module on the
 * orders hosts. Old paths of the other module redirect to that module's host.
 */

export type AppModule = 'waitlist' | 'shop';

export interface ModuleHosts {
  appHosts: readonly string[];
  ordersHosts: readonly string[];
}

export const DEFAULT_MODULE_HOSTS: ModuleHosts = {
  appHosts: ['localhost', '127.0.0.1'],
  ordersHosts: ['orders.localhost'],
};

/** The URL parts a cross-module redirect keeps. */
export interface UrlParts {
  protocol: string;
  hostname: string;
  port: string;
  pathname: string;
  search: string;
  hash: string;
}

const sameHost = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/** An orders host opens the shop module; any other host (app hosts included) the waitlist module. */
export function moduleForHost(hostname: string, hosts: ModuleHosts): AppModule {
  return hosts.ordersHosts.some((host) => sameHost(host, hostname)) ? 'shop' : 'waitlist';
}

/**
 * Where an old path of `target` goes when opened on the other module's host: the same path,
 * search and hash on the first host of the target module, same protocol and port.
 * Null when the target module has no host configured.
 */
export function moduleRedirectUrl(target: AppModule, url: UrlParts, hosts: ModuleHosts): string | null {
  const host = (target === 'shop' ? hosts.ordersHosts : hosts.appHosts)[0]?.trim();
  if (!host) return null;
  const port = url.port ? `:${url.port}` : '';
  return `${url.protocol}//${host}${port}${url.pathname}${url.search}${url.hash}`;
}

/** Reads the runtime config's host lists, falling back to the defaults for anything missing. */
export function hostsFromConfig(config: unknown): ModuleHosts {
  const record = typeof config === 'object' && config !== null ? (config as Record<string, unknown>) : {};
  return {
    appHosts: stringList(record.appHosts) ?? DEFAULT_MODULE_HOSTS.appHosts,
    ordersHosts: stringList(record.ordersHosts) ?? DEFAULT_MODULE_HOSTS.ordersHosts,
  };
}

function stringList(value: unknown): string[] | null {
  if (!Array.isArray(value)) return null;
  const list = value.filter((item): item is string => typeof item === 'string' && item.trim() !== '');
  return list.length > 0 ? list : null;
}
