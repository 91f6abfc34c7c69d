import type { SearchField } from './types';

const INT4_MAX = 2_147_483_647;
const MAX_STRING_LENGTH = 200;
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
const ISO_DATE_TIME = /^\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}(:\d{2}(\.\d{1,6})?)?(Z|[+-]\d{2}:?\d{2})$/;

export type FieldValue = string | number | boolean | Date;

export type ValueCheck = { ok: true; value: FieldValue } | { ok: false; message: string };

const TYPE_MESSAGES: Record<SearchField['type'], string> = {
  number: 'El valor debe ser un número.',
  string: 'El valor debe ser un texto.',
  boolean: 'El valor debe ser verdadero o falso.',
  date: 'El valor debe ser una fecha ISO 8601 (AAAA-MM-DD o con hora y zona horaria).',
  enum: 'El valor no es una opción válida.',
};

/**
 * Checks one filter value against its field's type and converts it for the column
 * (dates become Date). A date without time is the start of that day (`startOfDay`).
 */
export function checkFieldValue(
  field: SearchField,
  raw: unknown,
  startOfDay: (date: string) => Date,
): ValueCheck {
  const invalid = { ok: false, message: TYPE_MESSAGES[field.type] } as const;
  switch (field.type) {
    case 'number': {
      if (typeof raw !== 'number' || !Number.isFinite(raw)) return invalid;
      if (field.integer && (!Number.isInteger(raw) || Math.abs(raw) > INT4_MAX)) {
        return { ok: false, message: 'El valor debe ser un número entero válido.' };
      }
      return { ok: true, value: raw };
    }
    case 'string': {
      if (typeof raw !== 'string' || raw.includes('\u0000')) return invalid;
      if (raw.length > MAX_STRING_LENGTH) {
        return { ok: false, message: `El valor debe tener como máximo ${MAX_STRING_LENGTH} caracteres.` };
      }
      return { ok: true, value: raw };
    }
    case 'boolean':
      return typeof raw === 'boolean' ? { ok: true, value: raw } : invalid;
    case 'enum':
      return typeof raw === 'string' && (field.values ?? []).includes(raw)
        ? { ok: true, value: raw }
        : invalid;
    case 'date': {
      if (typeof raw !== 'string') return invalid;
      const date = ISO_DATE.test(raw) ? startOfDay(raw) : ISO_DATE_TIME.test(raw) ? new Date(raw) : undefined;
      return date && !Number.isNaN(date.getTime()) ? { ok: true, value: date } : invalid;
    }
  }
}
