import { Text } from '@mantine/core';
import { useNow } from '../../../lib/use-now';

/** Whole seconds from `now` until `at` (never below 0). */
export function secondsUntil(at: number, now: number): number {
  return Math.max(0, Math.ceil((at - now) / 1000));
}

/** 'El código cambia en N s': counts down to the page's next request for a fresh code. */
export function CardCodeCountdown({ changesAt }: { changesAt: number }) {
  const now = useNow(1000);
  return (
    <Text size="sm" c="dimmed" ta="center" aria-live="off">
      El código cambia en {secondsUntil(changesAt, now)} s
    </Text>
  );
}
