import { notifications } from '@mantine/notifications';
import { applyFormErrors, type FormErrorTarget } from '../lib/api/form-errors';

export const FIX_ERRORS = 'Por favor, corrige los errores.';
export const DATA_SAVED = 'Los datos se guardaron correctamente.';

interface SavedForm<Values> extends FormErrorTarget {
  setInitialValues(values: Values): void;
  setValues(values: Values): void;
}

/** A settings form refused before sending: the toast that sends the user to the red fields. */
export function showFixErrors(): void {
  notifications.show({ color: 'red', message: FIX_ERRORS });
}

/**
 * The outcome of a settings form's save: the stored values become the clean form and a success
 * toast says so; the server's field errors go under their inputs ('Por favor, corrige los
 * errores.'), any other failure shows its message.
 */
export function saveHandlers<Values, Saved>(form: SavedForm<Values>, valuesOf: (saved: Saved) => Values) {
  return {
    onSuccess: (saved: Saved) => {
      const next = valuesOf(saved);
      form.setInitialValues(next);
      form.setValues(next);
      notifications.show({ color: 'green', message: DATA_SAVED });
    },
    onError: (error: Error) => {
      const placed = applyFormErrors(form, error);
      notifications.show({ color: 'red', message: placed ? FIX_ERRORS : error.message });
    },
  };
}
