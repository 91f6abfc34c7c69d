import {
  AUTOMATION_LIMITS,
  type AutomationConfig,
  type AutomationField,
  AUTOMATION_MESSAGES as M,
} from '../contract/automations';
import type { FieldErrors } from '../contract/common';

const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

type Checked = { value: string | number } | { error: string };

function checkValue(field: AutomationField, raw: string | number): Checked {
  switch (field.type) {
    case 'select': {
      const option = (field.options ?? []).find((choice) => String(choice.value) === String(raw));
      return option ? { value: option.value } : { error: M.notAChoice };
    }
    case 'relation': {
      const id = Number(raw);
      return Number.isSafeInteger(id) && id > 0 ? { value: id } : { error: M.notAChoice };
    }
    case 'decimal': {
      const number = typeof raw === 'number' ? raw : Number(String(raw).trim());
      if (!Number.isFinite(number)) return { error: M.notANumber };
      if ((field.min !== null && number < field.min) || (field.max !== null && number > field.max))
        return { error: M.outOfRange(field.min, field.max) };
      return { value: number };
    }
    case 'time':
      return TIME.test(String(raw)) ? { value: String(raw) } : { error: M.notATime };
    default: {
      const text = String(raw).trim();
      const max = field.max ?? AUTOMATION_LIMITS.valueMax;
      if (text.length > max) return { error: M.tooLong(max) };
      if (field.type === 'email' && text !== '' && !EMAIL.test(text)) return { error: M.notAnEmail };
      return { value: text };
    }
  }
}

/**
 * A preset's config as stored: each field of its config_rules checked by type (02 §3), defaults
 * for what was not sent, anything else dropped. Errors are keyed `${prefix}.${field}`.
 */
export function checkAutomationConfig(
  fields: readonly AutomationField[],
  given: AutomationConfig,
  prefix: string,
): { config: AutomationConfig; errors: FieldErrors } {
  const config: AutomationConfig = {};
  const errors: FieldErrors = {};
  for (const field of fields) {
    const raw = given[field.name] ?? field.default;
    if (raw === null || raw === undefined || String(raw).trim() === '') {
      if (field.required) errors[`${prefix}.${field.name}`] = [M.fieldRequired];
      else config[field.name] = null;
      continue;
    }
    const checked = checkValue(field, raw);
    if ('error' in checked) errors[`${prefix}.${field.name}`] = [checked.error];
    else config[field.name] = checked.value;
  }
  return { config, errors };
}
