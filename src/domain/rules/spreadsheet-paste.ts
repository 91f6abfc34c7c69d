/**
 * Pasting a block copied from a spreadsheet (rows by line, cells by tab) into an import grid: the
 * menu import and the customers import share it.
 */

/** A block copied from a spreadsheet holds several cells; a single value is pasted as usual. */
export const isSpreadsheetBlock = (text: string) => /[\t\n]/.test(text.replace(/\r?\n$/, ''));

/**
 * The cells of a block copied from a spreadsheet: rows by line, cells by tab; a cell in double
 * quotes (how spreadsheets copy a cell holding a line break or a tab) is read whole, "" being a
 * quote. Empty lines are dropped.
 */
export function readSpreadsheetBlock(text: string): string[][] {
  const rows: string[][] = [];
  let cells: string[] = [];
  let cell = '';
  let quoted = false;
  const source = text.replace(/\r\n?/g, '\n');
  const endRow = () => {
    cells.push(cell);
    if (cells.some((value) => value.trim() !== '')) rows.push(cells);
    cells = [];
    cell = '';
  };
  for (let at = 0; at < source.length; at += 1) {
    const char = source[at];
    if (quoted) {
      if (char === '"' && source[at + 1] === '"') {
        cell += '"';
        at += 1;
      } else if (char === '"') quoted = false;
      else cell += char;
    } else if (char === '"' && cell === '') quoted = true;
    else if (char === '\t') {
      cells.push(cell);
      cell = '';
    } else if (char === '\n') endRow();
    else cell += char;
  }
  endRow();
  return rows;
}

/** A cell's text without accents, case or surrounding spaces ('  Categoría' → 'categoria'). */
export const plainCell = (text: string) =>
  text
    .trim()
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();

/** What a grid is made of: its columns in order, an empty row, and how its title row looks. */
export interface PasteGrid<TColumn extends string> {
  columns: readonly TColumn[];
  emptyRow: () => Record<TColumn, string>;
  isHeaderRow: (cells: readonly string[]) => boolean;
}

/**
 * The grid after pasting `text` at a cell: the block's first row (its title row left out) fills
 * that cell and those to its right, the next rows the rows below (added when the grid is too
 * short); cells past the last column are dropped.
 */
export function pasteBlock<TColumn extends string>(
  grid: readonly Record<TColumn, string>[],
  shape: PasteGrid<TColumn>,
  at: { row: number; column: TColumn },
  text: string,
): Record<TColumn, string>[] {
  const block = readSpreadsheetBlock(text);
  const body = block[0] && shape.isHeaderRow(block[0]) ? block.slice(1) : block;
  const next = grid.map((row) => ({ ...row }));
  const first = shape.columns.indexOf(at.column);
  body.forEach((cells, offset) => {
    const index = at.row + offset;
    while (next.length <= index) next.push(shape.emptyRow());
    const row = next[index] as Record<TColumn, string>;
    cells.slice(0, shape.columns.length - first).forEach((value, column) => {
      row[shape.columns[first + column] as TColumn] = value.trim();
    });
  });
  return next;
}
