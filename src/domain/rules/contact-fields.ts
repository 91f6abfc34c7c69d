import { isValidAccessPhone, isValidEmail, toE164 } from './phone';

/** Limits and Spanish messages of customers and groups (01 §3.7, §5.3). */
export const CONTACT_LIMITS = {
  nameMax: 100,
  emailMax: 254,
  tagNameMax: 100,
  /** Rows one import may send. */
  importRowsMax: 500,
  /** Empty rows the import grid starts with (01 §2.8). */
  importStartRows: 7,
  pageSize: 20,
} as const;

export const CONTACT_MESSAGES = {
  nameRequired: 'Ingresa el nombre del cliente.',
  nameMax: 'El nombre admite como máximo 100 caracteres.',
  phoneRequired: 'Ingresa el número de WhatsApp.',
  phone: 'Ingresa un número de 10 dígitos, o con + y la lada del país.',
  phoneTaken: 'Ya hay un cliente con este número.',
  email: 'Ingresa un correo electrónico válido.',
  status: 'Elige Activo o Inactivo.',
  tagUnknown: 'Uno de los grupos no existe.',
  contactNotFound: 'Cliente no encontrado.',
  tagNameRequired: 'Ingresa el nombre del grupo.',
  tagNameMax: 'El nombre del grupo admite como máximo 100 caracteres.',
  tagNameTaken: 'Ya existe un grupo con este nombre.',
  tagNotFound: 'Grupo no encontrado.',
  importNothing: 'No hay datos para importar.',
  importRowsMax: `Importa como máximo ${CONTACT_LIMITS.importRowsMax} filas a la vez.`,
  importColumns: 'Cada columna debe ser name, phone o email, sin repetirse.',
} as const;
const M = CONTACT_MESSAGES;

/** A typed customer phone as stored: E.164 (10 national digits get +52), or null when it is not valid. */
export function contactPhone(input: string): string | null {
  return isValidAccessPhone(input) ? toE164(input) : null;
}

/** A trimmed e-mail, or null when it is not valid or too long. */
export function contactEmail(input: string): string | null {
  const email = input.trim();
  return email.length <= CONTACT_LIMITS.emailMax && isValidEmail(email) ? email : null;
}

function nameError(name: string, max: number, required: string, tooLong: string): string | null {
  if (name.trim() === '') return required;
  return name.trim().length > max ? tooLong : null;
}

/** The first problem of a customer's name, or null. */
export const contactNameError = (name: string) =>
  nameError(name, CONTACT_LIMITS.nameMax, M.nameRequired, M.nameMax);

/** The first problem of a group's name, or null. */
export const tagNameError = (name: string) =>
  nameError(name, CONTACT_LIMITS.tagNameMax, M.tagNameRequired, M.tagNameMax);
