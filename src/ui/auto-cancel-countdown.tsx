import { Text } from '@mantine/core';
import { useEffect, useState } from 'react';

/** Confirmation dialogs cancel themselves after 10 s (01 §9, 02 §4). */
export const CONFIRM_TIMEOUT_S = 10;

/** Seconds left before `onExpire` runs; counts down from `seconds` from the first render. */
export function useAutoCancel(onExpire: () => void, seconds: number = CONFIRM_TIMEOUT_S): number {
  const [secondsLeft, setSecondsLeft] = useState(seconds);

  useEffect(() => {
    const started = Date.now();
    const timer = setInterval(() => {
      const left = seconds - Math.floor((Date.now() - started) / 1000);
      setSecondsLeft(Math.max(0, left));
    }, 250);
    return () => clearInterval(timer);
  }, [seconds]);

  useEffect(() => {
    if (secondsLeft === 0) onExpire();
  }, [secondsLeft, onExpire]);

  return secondsLeft;
}

/** 'Se cancelará en N s': the countdown a self-cancelling confirmation shows. */
export function AutoCancelNote({ secondsLeft }: { secondsLeft: number }) {
  return (
    <Text size="sm" c="dimmed" aria-live="polite">
      Se cancelará en {secondsLeft} s
    </Text>
  );
}
