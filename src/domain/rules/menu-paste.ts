import { CATALOG_LIMITS, CATALOG_MESSAGES as M } from '../contract/catalog-values';
import { readMoney } from './money-input';

/**
 * "A menu in minutes" (issue 21): a block copied from a spreadsheet (rows by line, cells by tab)
 * read as products: name, category, price, description, then variant columns in pairs (name,
 * price). A first row whose price cell is not an amount and whose name cell says 'nombre' or
 * 'producto' is a header and is skipped. Empty lines are skipped.
 */
export interface PastedProduct {
  /** The line of the block (1-based), to point at it. */
  line: number;
  name: string;
  category: string;
  price: number | null;
  description: string;
  variants: { name: string; price: number | null }[];
  /** Spanish messages by field ('name', 'price', 'variants.0.price'); empty when the row can be created. */
  errors: Record<string, string>;
}

const HEADER_NAME = /^(nombre|producto)/i;

function amount(text: string): number | null {
  const reading = readMoney(text);
  return reading.kind === 'amount' ? reading.amount : null;
}

function readRow(cells: string[], line: number): PastedProduct {
  const [name = '', category = '', price = '', description = '', ...rest] = cells.map((cell) => cell.trim());
  const errors: Record<string, string> = {};
  if (name === '') errors.name = M.nameRequired;
  else if (name.length > CATALOG_LIMITS.nameMax) errors.name = M.nameMax;
  if (category.length > CATALOG_LIMITS.nameMax) errors.category = M.nameMax;
  const variants: PastedProduct['variants'] = [];
  for (let index = 0; index < rest.length; index += 2) {
    const variantName = rest[index] ?? '';
    const variantPrice = rest[index + 1] ?? '';
    if (variantName === '' && variantPrice === '') continue;
    const at = variants.length;
    const value = amount(variantPrice);
    if (variantName === '') errors[`variants.${at}.name`] = M.variantName;
    if (value === null) errors[`variants.${at}.price`] = M.variantPrice;
    variants.push({ name: variantName, price: value });
  }
  const value = price === '' && variants.length > 0 ? 0 : amount(price);
  if (value === null) errors.price = M.price;
  if (description.length > CATALOG_LIMITS.descriptionMax) errors.description = M.descriptionMax;
  return { line, name, category, price: value, description, variants, errors };
}

export function readMenuBlock(text: string): PastedProduct[] {
  const rows = text
    .replace(/\r\n?/g, '\n')
    .split('\n')
    .map((row, index) => ({ cells: row.split('\t'), line: index + 1 }))
    .filter(({ cells }) => cells.some((cell) => cell.trim() !== ''));
  const first = rows[0];
  const header =
    first && HEADER_NAME.test(first.cells[0]?.trim() ?? '') && amount(first.cells[2] ?? '') === null;
  return (header ? rows.slice(1) : rows).map(({ cells, line }) => readRow(cells, line));
}
