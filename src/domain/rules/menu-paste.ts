import { CATALOG_LIMITS, CATALOG_MESSAGES as M } from '../contract/catalog-values';
import { readMoney } from './money-input';
import { pasteBlock, plainCell } from './spreadsheet-paste';

/**
 * "A menu in minutes" (issue 21): a block copied from a spreadsheet (rows by line, cells by tab)
 * pasted into the import grid, whose columns are name, category, price, description and variants.
 * The variant cell lists the variants as "name price" separated by ';' or by ', ' (a comma and a
 * space, so '1,250.50' stays one price): 'Chica 45, Grande 60' or 'Chica $45; Grande $1,250.50'.
 */
export const MENU_COLUMNS = ['name', 'category', 'price', 'description', 'variants'] as const;
export type MenuColumn = (typeof MENU_COLUMNS)[number];
export type MenuGridRow = Record<MenuColumn, string>;
export type MenuRowErrors = Partial<Record<MenuColumn, string>>;

export const MENU_IMPORT_LIMITS = {
  /** Rows one import may send (a 40-item menu goes in one request). */
  rowsMax: 200,
  /** Empty rows the grid starts with. */
  startRows: 10,
} as const;

export const MENU_IMPORT_MESSAGES = {
  variantSyntax: 'Escribe cada variante con su nombre y su precio, por ejemplo: Chica 45, Grande 60.',
  categoryMax: 'La categoría admite como máximo 100 caracteres.',
  rowsMax: 'Importa como máximo 200 filas a la vez.',
  fixErrors: 'Por favor, corrige los errores.',
  nothing: 'Escribe o pega al menos un producto.',
} as const;

export const emptyMenuRow = (): MenuGridRow => ({
  name: '',
  category: '',
  price: '',
  description: '',
  variants: '',
});

export const isBlankMenuRow = (row: MenuGridRow) => MENU_COLUMNS.every((column) => row[column].trim() === '');

const HEADER_WORDS = /^(nombre|producto|platillo|articulo|categoria|precio|descripcion|variante)/;

/** A spreadsheet's title row: no cell is an amount and one names a column ('Nombre', 'Precio'...). */
export function isHeaderRow(cells: readonly string[]): boolean {
  return (
    cells.every((cell) => readMoney(cell).kind !== 'amount') &&
    cells.some((cell) => HEADER_WORDS.test(plainCell(cell)))
  );
}

/** The menu grid after pasting `text` at a cell (see pasteBlock). */
export function pasteIntoGrid(
  grid: readonly MenuGridRow[],
  at: { row: number; column: MenuColumn },
  text: string,
): MenuGridRow[] {
  return pasteBlock(grid, { columns: MENU_COLUMNS, emptyRow: emptyMenuRow, isHeaderRow }, at, text);
}

export interface MenuVariant {
  name: string;
  price: number;
}

/** 'Chica 45' → name and price; a trailing ':' or '-' of the name is dropped ('Chica: $45'). */
const VARIANT_ITEM = /^(?<name>.*?)[\s:=–-]*(?<price>\$?\s*[\d,]*\.?\d+)$/;

/** The variant cell read (see the file's comment): the variants, or the first problem in Spanish. */
export function readVariantCell(text: string): { variants: MenuVariant[]; error: string | null } {
  const items = text
    .split(/\s*;\s*|,\s+|\n/)
    .map((item) => item.trim())
    .filter((item) => item !== '');
  const variants: MenuVariant[] = [];
  for (const item of items) {
    const match = VARIANT_ITEM.exec(item);
    const reading = readMoney(match?.groups?.price ?? '');
    if (!match || reading.kind !== 'amount') return { variants, error: MENU_IMPORT_MESSAGES.variantSyntax };
    const name = match.groups?.name?.trim() ?? '';
    if (name === '') return { variants, error: M.variantName };
    if (name.length > CATALOG_LIMITS.nameMax) return { variants, error: M.nameMax };
    variants.push({ name, price: reading.amount });
  }
  if (variants.length > CATALOG_LIMITS.variantsMax) return { variants, error: M.variantsMax };
  return { variants, error: null };
}

/** One product of the import, as the server's import call takes it. */
export interface MenuImportItem {
  name: string;
  category: string;
  price: number;
  description: string;
  variants: MenuVariant[];
}

/**
 * A grid row checked with the product form's rules (name required and ≤ 100, price ≥ 0 with at
 * most 2 decimals, description ≤ 255, variants with name and price). The price may be left empty
 * when the row has variants (each variant has its own): it is then 0.
 */
export function readMenuRow(row: MenuGridRow): { item: MenuImportItem; errors: MenuRowErrors } {
  const errors: MenuRowErrors = {};
  const name = row.name.trim();
  const category = row.category.trim();
  const description = row.description.trim();
  if (name === '') errors.name = M.nameRequired;
  else if (name.length > CATALOG_LIMITS.nameMax) errors.name = M.nameMax;
  if (category.length > CATALOG_LIMITS.nameMax) errors.category = MENU_IMPORT_MESSAGES.categoryMax;
  if (description.length > CATALOG_LIMITS.descriptionMax) errors.description = M.descriptionMax;
  const { variants, error } = readVariantCell(row.variants);
  if (error) errors.variants = error;
  const reading = readMoney(row.price);
  let price = 0;
  if (reading.kind === 'amount' && reading.amount <= CATALOG_LIMITS.priceMax) price = reading.amount;
  else if (reading.kind !== 'empty' || variants.length === 0) errors.price = M.price;
  return { item: { name, category, price, description, variants }, errors };
}
