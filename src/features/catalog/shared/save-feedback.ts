import { notifications } from '@mantine/notifications';
import { CATALOG_MESSAGES } from '../../../domain/contract/catalog-values';
import { applyFormErrors, type FormErrorTarget } from '../../../lib/api/form-errors';

/** After a save: 'Los datos se guardaron correctamente.' and close. */
export function savedAndClose(onClose: () => void) {
  notifications.show({ color: 'green', message: CATALOG_MESSAGES.saved });
  onClose();
}

/** A refused save: its messages under the inputs, else the answer's message in a toast. */
export function showSaveError(form: FormErrorTarget, error: Error) {
  if (!applyFormErrors(form, error)) notifications.show({ color: 'red', message: error.message });
}
