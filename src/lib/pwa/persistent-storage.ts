const ASKED_KEY = 'mostrador-storage-persist-asked';

/**
 * Asks the browser once to keep this site's storage (persisted cache, later the offline outbox)
 * instead of evicting it under pressure. Browsers may grant it silently or ask the user.
 */
export async function requestPersistentStorage(): Promise<void> {
  if (!navigator.storage?.persist || localStorage.getItem(ASKED_KEY)) return;
  localStorage.setItem(ASKED_KEY, new Date().toISOString());
  if (await navigator.storage.persisted()) return;
  await navigator.storage.persist();
}
