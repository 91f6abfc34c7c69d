import { useCallback, useEffect, useState } from 'react';

/** 02 §4: after 60 s without a click while received orders exist, the fullscreen alert shows. */
export const IDLE_ALERT_AFTER_MS = 60_000;

/**
 * Whether the fullscreen 'Pedidos recibidos' alert shows: `active` (received orders exist) and
 * nobody clicked the screen for 60 s since they appeared or since the last click. Dismissing it
 * counts as a click, so it comes back after another quiet minute.
 */
export function useIdleAlert(active: boolean): { shown: boolean; dismiss: () => void } {
  const [lastClick, setLastClick] = useState(() => Date.now());
  const [activeSince, setActiveSince] = useState<number | null>(null);
  const [shown, setShown] = useState(false);

  useEffect(() => {
    const onClick = () => setLastClick(Date.now());
    document.addEventListener('pointerdown', onClick, { capture: true });
    document.addEventListener('keydown', onClick, { capture: true });
    return () => {
      document.removeEventListener('pointerdown', onClick, { capture: true });
      document.removeEventListener('keydown', onClick, { capture: true });
    };
  }, []);

  useEffect(() => {
    setActiveSince(active ? Date.now() : null);
    if (!active) setShown(false);
  }, [active]);

  useEffect(() => {
    if (activeSince === null || shown) return;
    const quietSince = Math.max(lastClick, activeSince);
    const timer = setTimeout(() => setShown(true), quietSince + IDLE_ALERT_AFTER_MS - Date.now());
    return () => clearTimeout(timer);
  }, [activeSince, lastClick, shown]);

  const dismiss = useCallback(() => {
    setShown(false);
    setLastClick(Date.now());
  }, []);

  return { shown, dismiss };
}
