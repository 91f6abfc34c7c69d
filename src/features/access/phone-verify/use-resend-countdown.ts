import { useCallback, useEffect, useState } from 'react';
import { OTP_RESEND_SECONDS } from '../../../domain/contract/account';

/** Seconds left before the code may be sent again (02 §4: 3 s after each send). */
export function useResendCountdown() {
  const [secondsLeft, setSecondsLeft] = useState(0);
  useEffect(() => {
    if (secondsLeft <= 0) return;
    const timer = window.setTimeout(() => setSecondsLeft((left) => left - 1), 1000);
    return () => window.clearTimeout(timer);
  }, [secondsLeft]);
  const start = useCallback(() => setSecondsLeft(OTP_RESEND_SECONDS), []);
  return { secondsLeft, start };
}
