import type { App } from '../../http/app-types';

/** Transactions (01 §7.2): prepare, complete, search, one, cancel. */
export async function loyaltyTransactionRoutes(_app: App): Promise<void> {}
