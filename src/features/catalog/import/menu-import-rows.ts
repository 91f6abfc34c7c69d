import type { MenuImportBodyInput, MenuImportResult } from '../../../domain/contract/catalog-import';
import {
  emptyMenuRow,
  isBlankMenuRow,
  MENU_COLUMNS,
  MENU_IMPORT_LIMITS,
  type MenuColumn,
  type MenuGridRow,
  type MenuRowErrors,
  readMenuRow,
} from '../../../domain/rules/menu-paste';

export const startGrid = (size: number = MENU_IMPORT_LIMITS.startRows) =>
  Array.from({ length: size }, emptyMenuRow);

/** Each row's errors (blank rows have none: they are left out). */
export function gridErrors(rows: readonly MenuGridRow[]): MenuRowErrors[] {
  return rows.map((row) => (isBlankMenuRow(row) ? {} : readMenuRow(row).errors));
}

export const hasErrors = (errors: readonly MenuRowErrors[]) =>
  errors.some((row) => Object.keys(row).length > 0);

/** The body of the import: the filled rows, numbered as the grid shows them. */
export function importBody(rows: readonly MenuGridRow[]): MenuImportBodyInput {
  return {
    rows: rows.flatMap((row, index) =>
      isBlankMenuRow(row) ? [] : [{ row: index + 1, ...readMenuRow(row).item }],
    ),
  };
}

/** A server field ('variants.1.price', 'name') → the grid column that shows it. */
function columnOf(field: string): MenuColumn {
  const head = field.split('.')[0] as MenuColumn;
  return MENU_COLUMNS.includes(head) ? head : 'name';
}

/**
 * The grid after an import: the rows created leave it, the refused ones stay (in their order)
 * with the server's messages under their cells, so fixing them and importing again creates no
 * duplicates.
 */
export function afterImport(
  rows: readonly MenuGridRow[],
  result: MenuImportResult,
): { rows: MenuGridRow[]; errors: MenuRowErrors[] } {
  const refused = [...result.import_errors].sort((a, b) => a.row - b.row);
  const kept = refused.flatMap(({ row }) => rows[row - 1] ?? []);
  const errors = refused.map(({ errors: fields }) => {
    const shown: MenuRowErrors = {};
    for (const [field, messages] of Object.entries(fields)) {
      const column = columnOf(field);
      shown[column] ??= messages[0];
    }
    return shown;
  });
  const padding = startGrid(Math.max(0, MENU_IMPORT_LIMITS.startRows - kept.length));
  return { rows: [...kept, ...padding], errors };
}
