import type { App } from '../../http/app-types';

/**
 * The customers' order pages, no login: a location's menu and order form (/pedir/{username}) and a
 * customer's own order (/pedido/{code}).
 */
export async function publicShopRoutes(_app: App): Promise<void> {}
