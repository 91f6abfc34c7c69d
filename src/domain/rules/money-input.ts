/**
 * What a person types in a money box, read one way everywhere (loyalty counter, program editor,
 * the order page's 'Pagaré con'...). Mantine's NumberInput hands over a number when the text is
 * one, and the text itself while it is not yet a canonical number ('150.00', '150.', '50.50'):
 * both are read here, so Enter (no blur) and a tap read the same amount.
 */
export type MoneyReading =
  | { kind: 'empty' }
  | { kind: 'amount'; amount: number }
  | { kind: 'invalid'; message: string };

export const MONEY_INPUT_MESSAGES = {
  invalid: 'Escribe una cantidad válida, por ejemplo 150 o 1,500.50.',
  decimals: 'El monto admite como máximo 2 decimales.',
  negative: 'El monto no puede ser negativo.',
} as const;

const EMPTY: MoneyReading = { kind: 'empty' };
const invalid = (message: string): MoneyReading => ({ kind: 'invalid', message });

/** Digits with optional thousands groups ('1,500'), then an optional '.' and decimals. */
const MONEY_TEXT = /^(?<whole>\d{1,3}(?:,\d{3})+|\d*)(?:\.(?<cents>\d*))?$/;

const MONEY_CENTS = /^\d+(\.\d{1,2})?$/;

/** Up to 2 decimals, checked on the number's shortest decimal form (0.1 + 0.2 is refused). */
export function hasAtMostTwoDecimals(value: number): boolean {
  return Number.isFinite(value) && MONEY_CENTS.test(Math.abs(value).toString());
}

function readNumber(value: number): MoneyReading {
  if (!Number.isFinite(value)) return invalid(MONEY_INPUT_MESSAGES.invalid);
  if (value < 0) return invalid(MONEY_INPUT_MESSAGES.negative);
  if (!hasAtMostTwoDecimals(value)) return invalid(MONEY_INPUT_MESSAGES.decimals);
  return { kind: 'amount', amount: value };
}

function readText(input: string): MoneyReading {
  const text = input.trim().replace(/^\$\s*/, '');
  if (text === '') return EMPTY;
  if (text.startsWith('-')) return invalid(MONEY_INPUT_MESSAGES.negative);
  const match = MONEY_TEXT.exec(text);
  const whole = match?.groups?.whole ?? '';
  const cents = match?.groups?.cents ?? '';
  if (!match || (whole === '' && cents === '')) return invalid(MONEY_INPUT_MESSAGES.invalid);
  if (cents.length > 2) return invalid(MONEY_INPUT_MESSAGES.decimals);
  return readNumber(Number(`${whole.replaceAll(',', '') || '0'}.${cents || '0'}`));
}

export function readMoney(input: number | string | null | undefined): MoneyReading {
  if (input === null || input === undefined) return EMPTY;
  return typeof input === 'number' ? readNumber(input) : readText(input);
}

/** The amount typed, or null when the box is empty or does not hold an amount. */
export function moneyAmount(input: number | string | null | undefined): number | null {
  const reading = readMoney(input);
  return reading.kind === 'amount' ? reading.amount : null;
}
