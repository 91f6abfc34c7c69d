import { notifications } from '@mantine/notifications';
import type { UseMutationResult } from '@tanstack/react-query';
import { HOURS_MESSAGES } from '../../domain/rules/hours-rules';

interface HoursForm<Values> {
  validate(): { hasErrors: boolean };
  getValues(): Values;
  setInitialValues(values: Values): void;
  setValues(values: Values): void;
  resetDirty(values?: Values): void;
}

/**
 * Saves an hours form: with any error, 'Por favor, corrige los errores.' and nothing is sent
 * (02 §5); after the save the form holds the stored list and is clean again.
 */
export function submitHours<Values, Saved>(
  form: HoursForm<Values>,
  save: UseMutationResult<Saved, Error, object[]>,
  bodyOf: (values: Values) => object[],
  valuesOf: (saved: Saved) => Values,
): void {
  if (form.validate().hasErrors) {
    notifications.show({ color: 'red', message: HOURS_MESSAGES.fixErrors });
    return;
  }
  save.mutate(bodyOf(form.getValues()), {
    onSuccess: (saved) => {
      const next = valuesOf(saved);
      form.setInitialValues(next);
      form.setValues(next);
      form.resetDirty(next);
      notifications.show({ color: 'green', message: HOURS_MESSAGES.saved });
    },
    onError: (error) => notifications.show({ color: 'red', message: error.message }),
  });
}
