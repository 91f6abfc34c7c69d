import * as v from 'valibot';

/**
 * Spanish default messages for valibot, shared by the client and the server so that a missing
 * field or a wrong type never shows valibot's English default. A schema's own message always
 * wins; these only fill the gaps. Call `installSpanishMessages()` once at start (idempotent).
 */

export const REQUIRED_MESSAGE = 'Este campo es obligatorio.';
export const INVALID_VALUE_MESSAGE = 'El valor no es válido.';

const TYPE_MESSAGES: Record<string, string> = {
  string: 'Debe ser un texto.',
  number: 'Debe ser un número.',
  bigint: 'Debe ser un número.',
  boolean: 'Debe ser verdadero o falso.',
  object: 'Debe ser un objeto.',
  strict_object: 'Debe ser un objeto.',
  loose_object: 'Debe ser un objeto.',
  object_with_rest: 'Debe ser un objeto.',
  record: 'Debe ser un objeto.',
  array: 'Debe ser una lista.',
  tuple: 'Debe ser una lista.',
  date: 'Debe ser una fecha válida.',
  picklist: 'Selecciona una opción válida.',
  enum: 'Selecciona una opción válida.',
  literal: 'Selecciona una opción válida.',
};

/** Message for a schema (type) issue: a missing value or a value of the wrong type. */
export function schemaIssueMessage(issue: v.BaseIssue<unknown>): string {
  if (issue.received === 'undefined') return REQUIRED_MESSAGE;
  if (issue.type === 'strict_object' && issue.expected === 'never') return 'Este campo no está permitido.';
  return TYPE_MESSAGES[issue.type] ?? INVALID_VALUE_MESSAGE;
}

const isCollection = (input: unknown) => Array.isArray(input) || input instanceof Set || input instanceof Map;

const lengthUnit = (input: unknown, count: number) =>
  isCollection(input) ? (count === 1 ? 'elemento' : 'elementos') : count === 1 ? 'carácter' : 'caracteres';

let installed = false;

export function installSpanishMessages(): void {
  if (installed) return;
  installed = true;
  v.setSchemaMessage(schemaIssueMessage);
  v.setGlobalMessage(INVALID_VALUE_MESSAGE);
  v.setSpecificMessage(v.minLength, (issue) =>
    issue.requirement <= 1 && typeof issue.input === 'string'
      ? REQUIRED_MESSAGE
      : `Debe tener al menos ${issue.requirement} ${lengthUnit(issue.input, issue.requirement)}.`,
  );
  v.setSpecificMessage(
    v.maxLength,
    (issue) => `Debe tener como máximo ${issue.requirement} ${lengthUnit(issue.input, issue.requirement)}.`,
  );
  v.setSpecificMessage(v.nonEmpty, REQUIRED_MESSAGE);
  v.setSpecificMessage(v.minValue, (issue) => `Debe ser mayor o igual a ${String(issue.requirement)}.`);
  v.setSpecificMessage(v.maxValue, (issue) => `Debe ser menor o igual a ${String(issue.requirement)}.`);
  v.setSpecificMessage(v.integer, 'Debe ser un número entero.');
  v.setSpecificMessage(v.email, 'Ingresa un correo electrónico válido.');
  v.setSpecificMessage(v.url, 'Ingresa un enlace válido.');
  v.setSpecificMessage(v.regex, 'El formato no es válido.');
  v.setSpecificMessage(v.isoDate, 'Ingresa una fecha válida.');
  v.setSpecificMessage(v.isoDateTime, 'Ingresa una fecha y hora válidas.');
  v.setSpecificMessage(v.isoTimestamp, 'Ingresa una fecha y hora válidas.');
}
