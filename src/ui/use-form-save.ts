import { notifications } from '@mantine/notifications';
import { useRef, useState } from 'react';
import { API_ERROR_MESSAGES, isApiError } from '../lib/api/api-error';
import { applyFormErrors, type FormErrorTarget } from '../lib/api/form-errors';

export interface FormSaveOptions<TValues, TResult> {
  /** The call (or calls) that save the values. */
  save: (values: TValues) => Promise<TResult>;
  /** What follows a save before its notice: refresh the cache, close, navigate. */
  onSaved?: (result: TResult, values: TValues) => unknown;
  /** The green notice after a save ('Datos fiscales guardados.'); none when omitted. */
  saved?: string;
  /** Where a 422's messages go, under each field (omitted: the form has no server fields). */
  form?: FormErrorTarget;
  /** The red notice of a failure that carries no message of the server's. */
  failed?: string;
  /**
   * A red notice also when the messages went under the fields (a long form whose fields may be
   * out of sight); none when omitted.
   */
  fieldsNotice?: string;
}

/**
 * A form's save: `saving` while the call runs (a second submit meanwhile is ignored); then the
 * green `saved` notice, or the server's field messages under the inputs, or a red notice with the
 * server's message.
 */
export function useFormSave<TValues, TResult>(options: FormSaveOptions<TValues, TResult>) {
  const [saving, setSaving] = useState(false);
  const running = useRef(false);
  const latest = useRef(options);
  latest.current = options;

  const submit = async (values: TValues): Promise<void> => {
    if (running.current) return;
    const { save, onSaved, saved, form, failed, fieldsNotice } = latest.current;
    running.current = true;
    setSaving(true);
    try {
      const result = await save(values);
      await onSaved?.(result, values);
      if (saved) notifications.show({ color: 'green', message: saved });
    } catch (error) {
      const placed = form !== undefined && applyFormErrors(form, error);
      const message = placed
        ? fieldsNotice
        : isApiError(error)
          ? error.message
          : (failed ?? API_ERROR_MESSAGES.unknown);
      if (message) notifications.show({ color: 'red', message });
    } finally {
      running.current = false;
      setSaving(false);
    }
  };
  return { saving, submit };
}
