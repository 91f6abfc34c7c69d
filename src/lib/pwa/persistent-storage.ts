const ASKED_KEY = 'mostrador-storage-persist-asked';

/**
 * Why the app asks: once after the service worker is installed ('start'), and once more when the
 * first change is queued offline ('outbox'), which is when eviction would lose work.
 */
export type PersistOccasion = 'start' | 'outbox';

/**
 * Asks the browser to keep this site's storage (persisted cache, offline outbox) instead of
 * evicting it under pressure, at most once per occasion on this device. Browsers may grant it
 * silently or ask the user.
 */
export async function requestPersistentStorage(occasion: PersistOccasion = 'start'): Promise<void> {
  const key = occasion === 'start' ? ASKED_KEY : `${ASKED_KEY}:${occasion}`;
  if (!navigator.storage?.persist || localStorage.getItem(key)) return;
  localStorage.setItem(key, new Date().toISOString());
  if (await navigator.storage.persisted()) return;
  await navigator.storage.persist();
}
