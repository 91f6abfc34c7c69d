import type { ContactImportBodyInput, ContactImportResult } from '../contract/contacts';
import { CONTACT_LIMITS, contactPhone } from './contact-fields';
import { CONTACT_IMPORT_COLUMNS, type ContactImportColumn } from './contact-import';
import { type PasteGrid, pasteBlock, plainCell } from './spreadsheet-paste';

/** The customers import grid (01 §2.8): Nombre, WhatsApp, Correo electrónico. */
export type ContactGridRow = Record<ContactImportColumn, string>;

export const emptyContactRow = (): ContactGridRow => ({ name: '', phone: '', email: '' });

export const startContactGrid = (size: number = CONTACT_LIMITS.importStartRows) =>
  Array.from({ length: size }, emptyContactRow);

export const isBlankContactRow = (row: ContactGridRow) =>
  CONTACT_IMPORT_COLUMNS.every((column) => row[column].trim() === '');

const HEADER_WORDS = /^(nombre|cliente|whatsapp|telefono|celular|movil|numero|correo|email|e-mail)/;

/** A spreadsheet's title row: no cell is a phone and one names a column ('Nombre', 'WhatsApp'...). */
export function isContactHeaderRow(cells: readonly string[]): boolean {
  return (
    cells.every((cell) => contactPhone(cell) === null) &&
    cells.some((cell) => HEADER_WORDS.test(plainCell(cell)))
  );
}

const GRID: PasteGrid<ContactImportColumn> = {
  columns: CONTACT_IMPORT_COLUMNS,
  emptyRow: emptyContactRow,
  isHeaderRow: isContactHeaderRow,
};

/** The grid after pasting a spreadsheet block at a cell (see pasteBlock). */
export const pasteContactBlock = (
  grid: readonly ContactGridRow[],
  at: { row: number; column: ContactImportColumn },
  text: string,
) => pasteBlock(grid, GRID, at, text);

/**
 * The import call's body (01 §5.3: only non-empty rows are sent) and, for each sent row, its
 * grid row number, so that the server's row numbers are shown as the grid numbers them.
 */
export function contactImportRequest(
  rows: readonly ContactGridRow[],
  tags: number[],
): { body: ContactImportBodyInput; gridRows: number[] } {
  const filled = rows.flatMap((row, index) => (isBlankContactRow(row) ? [] : [{ row, number: index + 1 }]));
  return {
    body: {
      source: 'table',
      data: {
        columns: [...CONTACT_IMPORT_COLUMNS],
        rows: filled.map(({ row }) => CONTACT_IMPORT_COLUMNS.map((column) => row[column].trim())),
      },
      tags,
    },
    gridRows: filled.map(({ number }) => number),
  };
}

/** The toast after an import (01 §8): 'Se importaron {n} clientes.' and the rows that failed. */
export function contactImportMessage(result: Pick<ContactImportResult, 'ok_count' | 'error_count'>): string {
  const done =
    result.ok_count === 1 ? 'Se importó un cliente.' : `Se importaron ${result.ok_count} clientes.`;
  return result.error_count > 0 ? `${done} ${result.error_count} no pudieron ser importados.` : done;
}
