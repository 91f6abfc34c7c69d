import { contactEmail, contactNameError, contactPhone, CONTACT_MESSAGES as M } from './contact-fields';

/** The fields an import column may name (01 §3.7: `columns` names each column by its field). */
export const CONTACT_IMPORT_COLUMNS = ['name', 'phone', 'email'] as const;
export type ContactImportColumn = (typeof CONTACT_IMPORT_COLUMNS)[number];

/** One customer read from an import row. */
export interface ContactImportValues {
  name: string;
  phone: string;
  email: string | null;
}

export type ContactImportRowResult =
  | { ok: true; contact: ContactImportValues }
  | { ok: false; errors: Partial<Record<ContactImportColumn, string[]>> };

/**
 * One import row (01 §5.3): name and mobile phone are expected, the e-mail is optional. The cells
 * are in the order `columns` names them; missing cells are empty.
 */
export function readContactImportRow(
  columns: readonly ContactImportColumn[],
  cells: readonly string[],
): ContactImportRowResult {
  const cell = (field: ContactImportColumn) => {
    const at = columns.indexOf(field);
    return at < 0 ? '' : (cells[at] ?? '').trim();
  };
  const errors: Partial<Record<ContactImportColumn, string[]>> = {};
  const name = cell('name');
  const nameError = contactNameError(name);
  if (nameError) errors.name = [nameError];
  const phone = contactPhone(cell('phone'));
  if (cell('phone') === '') errors.phone = [M.phoneRequired];
  else if (phone === null) errors.phone = [M.phone];
  const email = cell('email') === '' ? null : contactEmail(cell('email'));
  if (cell('email') !== '' && email === null) errors.email = [M.email];
  if (Object.keys(errors).length > 0 || phone === null) return { ok: false, errors };
  return { ok: true, contact: { name, phone, email } };
}
