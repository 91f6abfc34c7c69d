import type { App } from '../../http/app-types';

/** Programs (01 §7.2): available, list, create, edit, one. */
export async function loyaltyProgramRoutes(_app: App): Promise<void> {}
