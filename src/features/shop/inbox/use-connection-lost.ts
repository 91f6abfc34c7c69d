import { useEffect, useState } from 'react';
import { CONNECTION_LOST_AFTER_MS } from '../inbox-queries';

/**
 * True once 90 s passed without news from the server: since `heardAt` (the last successful
 * status-data; a live hint refetches it), or since the screen opened while it never heard. The
 * page re-renders only when this flips, not every second.
 */
export function useConnectionLost(heardAt: number): boolean {
  const [openedAt] = useState(() => Date.now());
  const since = Math.max(heardAt, openedAt);
  const [lost, setLost] = useState(false);

  useEffect(() => {
    const left = since + CONNECTION_LOST_AFTER_MS - Date.now();
    setLost(left < 0);
    if (left < 0) return;
    const timer = setTimeout(() => setLost(true), left + 1);
    return () => clearTimeout(timer);
  }, [since]);

  return lost;
}
