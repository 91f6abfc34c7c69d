import { useCallback, useMemo, useRef } from 'react';
import { randomId } from '../../domain/rules/random-id';
import { isApiError } from './api-error';

/**
 * One Idempotency-Key per intent (DESIGN §5): sending the same body again after a dropped
 * connection repeats the key, so the server places the order once; a changed body is a new
 * intent. An answer (placed, or refused with a 4xx) ends the intent: the next tap is a new one.
 */
export function useIntentKey() {
  const intent = useRef<{ key: string; body: string } | null>(null);

  const keyFor = useCallback((body: unknown): string => {
    const text = JSON.stringify(body);
    if (intent.current?.body !== text) intent.current = { key: randomId(), body: text };
    return intent.current.key;
  }, []);

  /** After an answer: null when it succeeded, else the error (only a 4xx ends the intent). */
  const settle = useCallback((error: Error | null) => {
    if (error === null || (isApiError(error) && error.status >= 400 && error.status < 500)) {
      intent.current = null;
    }
  }, []);

  return useMemo(() => ({ keyFor, settle }), [keyFor, settle]);
}
