import type { AppDeps } from '../http/app-types';
import { registerCleanupJob } from './cleanup';

/** The server's background work: every queue's handler and schedule (main.ts, after jobs start). */
export async function registerJobs(deps: AppDeps): Promise<void> {
  await registerCleanupJob(deps.jobs, deps.db, deps.now);
}
