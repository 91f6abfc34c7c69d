import {
  type AppModule,
  hostsFromConfig,
  type ModuleHosts,
  moduleForHost,
  moduleRedirectUrl,
} from '../domain/rules/modules';

declare global {
  interface Window {
    /** Runtime config written by the server at GET /config.js (absent in dev without the server). */
    __MOSTRADOR_CONFIG__?: unknown;
  }
}

export function moduleHosts(): ModuleHosts {
  return hostsFromConfig(window.__MOSTRADOR_CONFIG__);
}

/** The module this page runs: decided once by the host name it was opened on. */
export function currentModule(): AppModule {
  return moduleForHost(window.location.hostname, moduleHosts());
}

/** The same URL on the target module's host, or null when that module has no host. */
export function otherModuleUrl(target: AppModule): string | null {
  return moduleRedirectUrl(target, window.location, moduleHosts());
}
