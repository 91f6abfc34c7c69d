import type { App } from '../../http/app-types';

/**
 * The kitchen's calls (02 §7 Shop orders): status-data, reception and wait times, order status
 * changes and details, sale search, reports and the shop configuration.
 */
export async function shopRoutes(_app: App): Promise<void> {}
