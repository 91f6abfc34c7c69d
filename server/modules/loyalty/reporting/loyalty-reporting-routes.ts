import type { App } from '../../../http/app-types';

/** Reports (01 §7.2): cashback and stamp cards by date and by customer. */
export async function loyaltyReportingRoutes(_app: App): Promise<void> {}
