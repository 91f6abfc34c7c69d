import type { App } from '../../http/app-types';

/** The customer's card page (no login): business, progress and the current QR code. */
export async function publicLoyaltyRoutes(_app: App): Promise<void> {}
