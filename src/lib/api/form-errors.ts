import { isApiError } from './api-error';

/** What applyFormErrors needs from a form; @mantine/form's useForm() return value fits. */
export interface FormErrorTarget {
  setFieldError(path: string, message: string): void;
}

/** `items[0].name` and `items.0.name` both address @mantine/form's path `items.0.name`. */
export function toFormPath(field: string): string {
  return field.replace(/\[(\w+)\]/g, '.$1').replace(/^\./, '');
}

/**
 * Puts the `errors` of a failed save (spec 01 §8, 02 §8) under the matching fields. Returns
 * whether any field got a message, so the caller can show a toast with `error.message`
 * otherwise.
 */
export function applyFormErrors(form: FormErrorTarget, error: unknown): boolean {
  if (!isApiError(error) || !error.errors) return false;
  let applied = false;
  for (const [field, messages] of Object.entries(error.errors)) {
    const message = messages[0];
    if (message === undefined) continue;
    form.setFieldError(toFormPath(field), message);
    applied = true;
  }
  return applied;
}
