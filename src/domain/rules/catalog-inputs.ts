import { CATALOG_LIMITS } from '../contract/catalog-values';

/**
 * A modifier's code made from its name on create (02 §5): lowercase ASCII letters and digits
 * joined by hyphens ('Salsa extra picante' → 'salsa-extra-picante'), at most 100 characters.
 */
export function modifierCode(name: string): string {
  return name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .slice(0, CATALOG_LIMITS.modifierCodeMax)
    .replace(/^-+|-+$/g, '');
}

/** An option price as typed: every character but digits and the decimal point is stripped (02 §5). */
export function stripPriceText(text: string): string {
  return text.replace(/[^\d.]/g, '');
}

/** An option price read from the sheet or the API: a number, or text whose non-digits are stripped ('' → 0). */
export function optionPrice(input: number | string): number {
  if (typeof input === 'number') return input;
  const text = stripPriceText(input);
  return text === '' ? 0 : Number(text);
}

/** Option rows without a name are dropped (02 §5): the sheet starts with empty rows. */
export function namedRows<T extends { name: string }>(rows: readonly T[]): T[] {
  return rows.filter((row) => row.name.trim() !== '');
}

/** A service duration: at least 5 minutes, in steps of 5 (02 §5); null when it is valid. */
export function durationProblem(minutes: number): 'min' | 'step' | null {
  if (minutes < CATALOG_LIMITS.durationMin) return 'min';
  if (minutes % CATALOG_LIMITS.durationStep !== 0) return 'step';
  return null;
}
