import { useState } from 'react';
import { API_ERROR_MESSAGES, isApiError } from '../../../lib/api/api-error';
import { applyFormErrors, type FormErrorTarget } from '../../../lib/api/form-errors';

/**
 * A failed access call: per-field messages go under their inputs (422), anything else is one
 * Spanish message for an alert above the button (offline, rate limited, token expired…).
 */
export function useFormFailure(form: FormErrorTarget) {
  const [message, setMessage] = useState<string | null>(null);
  return {
    message,
    clear: () => setMessage(null),
    show: (error: unknown) => {
      if (applyFormErrors(form, error)) return;
      setMessage(isApiError(error) ? error.message : API_ERROR_MESSAGES.unknown);
    },
  };
}
