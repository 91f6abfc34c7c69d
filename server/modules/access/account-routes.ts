import type { App } from '../../http/app-types';

/** Sign-up, phone verification, password reset and access-code login (02 §7 Access). */
export async function accountRoutes(_app: App): Promise<void> {}
