import { LOYALTY_LIMITS, LOYALTY_MESSAGES } from '../../../domain/contract/loyalty';
import type { ProgramFormValues } from '../../../domain/rules/loyalty-program-form';
import { moneyAmount, readMoney } from '../../../domain/rules/money-input';
import { applyFormErrors, type FormErrorTarget } from '../../../lib/api/form-errors';

/** The editor's values: the money boxes hold what NumberInput gives ('' while empty, '50.00' as typed). */
export type ProgramEditorValues = Omit<ProgramFormValues, 'min_purchase' | 'max_earn_amount'> & {
  min_purchase: number | string;
  max_earn_amount: number | string;
};

/** The shared rule's values: an empty minimum purchase is 0, an empty max earn is 'Sin límite'. */
export function toProgramFormValues(values: ProgramEditorValues): ProgramFormValues {
  return {
    ...values,
    min_purchase: moneyAmount(values.min_purchase) ?? 0,
    max_earn_amount: moneyAmount(values.max_earn_amount) ?? '',
  };
}

/** The checks made before sending (01 §5.1); the server checks the rest and answers per field. */
export function programEditorErrors(values: ProgramEditorValues): Record<string, string> {
  const errors: Record<string, string> = {};
  if (values.type === '') errors.type = LOYALTY_MESSAGES.typeRequired;
  const name = values.name.trim();
  if (name === '') errors.name = LOYALTY_MESSAGES.nameRequired;
  else if (name.length > LOYALTY_LIMITS.nameMax) errors.name = LOYALTY_MESSAGES.nameMax;
  if (values.conditions.trim().length > LOYALTY_LIMITS.conditionsMax) {
    errors.conditions = LOYALTY_MESSAGES.conditionsMax;
  }
  for (const field of ['min_purchase', 'max_earn_amount'] as const) {
    const reading = readMoney(values[field]);
    if (reading.kind === 'invalid') errors[field] = reading.message;
  }
  return errors;
}

/**
 * Puts a failed save's field errors under the editor's fields. The server names configuration
 * errors 'configuration.percentage' while the editor's fields are flat ('percentage'). Returns
 * what to say in a toast: a message without a field on screen, the answer's message when no
 * field got one, or null when every message found its field.
 */
export function applyProgramErrors(
  form: FormErrorTarget & { values: ProgramEditorValues },
  error: Error,
): string | null {
  let unplaced: string | null = null;
  const applied = applyFormErrors(
    {
      setFieldError: (path, message) => {
        const field = path.replace(/^configuration\./, '');
        if (field in form.values) form.setFieldError(field, message);
        else unplaced ??= message;
      },
    },
    error,
  );
  return unplaced ?? (applied ? null : error.message);
}
