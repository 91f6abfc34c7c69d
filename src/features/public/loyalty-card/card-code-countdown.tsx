import { Text } from '@mantine/core';

/**
 * Whole seconds from `now` until `at`, between 0 and `periodMs` (the clock ticks once a second,
 * so right after a refresh `now` may still be the tick before it).
 */
export function secondsUntil(at: number, now: number, periodMs: number): number {
  return Math.max(0, Math.ceil(Math.min(at - now, periodMs) / 1000));
}

interface CardCodeCountdownProps {
  /** When the page asks for a fresh code (epoch ms). */
  changesAt: number;
  /** How long each code is shown. */
  periodMs: number;
  now: number;
}

/** 'El código cambia en N s': counts down to the page's next request for a fresh code. */
export function CardCodeCountdown({ changesAt, periodMs, now }: CardCodeCountdownProps) {
  return (
    <Text size="sm" c="dimmed" ta="center" aria-live="off">
      El código cambia en {secondsUntil(changesAt, now, periodMs)} s
    </Text>
  );
}
