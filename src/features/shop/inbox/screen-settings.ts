import { useCallback, useSyncExternalStore } from 'react';
import { type AgeThresholds, DEFAULT_AGE_THRESHOLDS } from './order-age';

/** This screen's own settings ('Ajustes de la pantalla'), kept in this browser only. */
const STORAGE_KEY = 'mostrador.kitchen-screen';
export const MAX_THRESHOLD_MINS = 240;

const listeners = new Set<() => void>();
let cached: { raw: string | null; value: AgeThresholds } | null = null;

function isThreshold(value: unknown): value is number {
  return typeof value === 'number' && Number.isInteger(value) && value >= 1 && value <= MAX_THRESHOLD_MINS;
}

function parse(raw: string | null): AgeThresholds {
  try {
    const value: unknown = raw === null ? null : JSON.parse(raw);
    const { warningMins, lateMins } = (value ?? {}) as Partial<AgeThresholds>;
    if (isThreshold(warningMins) && isThreshold(lateMins) && lateMins > warningMins) {
      return { warningMins, lateMins };
    }
  } catch {
    // A damaged value falls back to the defaults.
  }
  return DEFAULT_AGE_THRESHOLDS;
}

function read(): AgeThresholds {
  const raw = localStorage.getItem(STORAGE_KEY);
  if (cached?.raw !== raw) cached = { raw, value: parse(raw) };
  return cached.value;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  window.addEventListener('storage', listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', listener);
  };
}

/** The card age thresholds of this screen, and their setter (saved in localStorage). */
export function useAgeThresholds(): [AgeThresholds, (next: AgeThresholds) => void] {
  const thresholds = useSyncExternalStore(subscribe, read, () => DEFAULT_AGE_THRESHOLDS);
  const save = useCallback((next: AgeThresholds) => {
    localStorage.setItem(STORAGE_KEY, JSON.stringify(next));
    for (const listener of listeners) listener();
  }, []);
  return [thresholds, save];
}
