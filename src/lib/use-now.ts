import { useEffect, useState } from 'react';

/**
 * The current time in ms, re-rendering the caller every `intervalMs`. The first value is read at
 * mount; setting it again right after mount would render the caller twice (the whole list of
 * 'Listado de hoy', on the path to its first screen) for a time a few ms later.
 */
export function useNow(intervalMs: number): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), intervalMs);
    return () => clearInterval(timer);
  }, [intervalMs]);
  return now;
}
