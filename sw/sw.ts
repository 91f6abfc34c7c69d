import type { PrecacheEntry } from 'workbox-precaching';
import { registerConfigCache } from './config-cache';
import { registerLifecycle } from './lifecycle';
import { registerNavigationFallback } from './navigation';
import { registerOutbox } from './outbox/register-outbox';
import { registerPrecache } from './precache';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: Array<PrecacheEntry | string> };

// Order matters: precached files answer first, then app navigations fall back to the shell.
// API calls (/v1) get no route at all, so they always go to the network: the persisted
// TanStack Query cache is what shows the last data offline. The outbox takes over only the
// queue-item changes it queues when the network fails.
const precache = registerPrecache(self, self.__WB_MANIFEST);
registerNavigationFallback(precache);
registerConfigCache(self);
registerLifecycle(self);
registerOutbox(self);
