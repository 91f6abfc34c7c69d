import { AsyncLocalStorage } from 'node:async_hooks';
import type { LiveChange } from './live-messages';

/**
 * The changes a request announced, kept for this server. The database's notification reaches the
 * server's own listeners (status-data's held answers) only after a round trip on PostgreSQL (a
 * LISTEN connection of its own), so the request's next read could be answered from what was held
 * before its own write; the route's handler hands them to the hub once it has succeeded (its
 * transactions committed).
 */
const announced = new AsyncLocalStorage<LiveChange[]>();

export function noteAnnouncedChange(change: LiveChange): void {
  announced.getStore()?.push(change);
}

/** Runs fn, then gives `committed` the changes fn announced, unless fn failed. */
export async function collectingAnnouncedChanges<T>(
  fn: () => T | PromiseLike<T>,
  committed: (changes: readonly LiveChange[]) => void,
): Promise<T> {
  const changes: LiveChange[] = [];
  const result = await announced.run(changes, async () => await fn());
  if (changes.length > 0) committed(changes);
  return result;
}
