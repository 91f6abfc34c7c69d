import type { App } from '../../http/app-types';

/** Onboarding (02 §7): business categories, the new location, its preferences. */
export async function onboardingRoutes(_app: App): Promise<void> {}
