import { isGsm7Char } from './sms-segments';

/** Typographic characters a phone or a name field brings in, and their GSM-7 twins. */
const PLAIN_PUNCTUATION: Record<string, string> = {
  '‘': "'",
  '’': "'",
  '“': '"',
  '”': '"',
  '–': '-',
  '—': '-',
  '…': '...',
  '\u00a0': ' ',
};

function plainChar(char: string): string {
  if (isGsm7Char(char)) return char;
  const punctuation = PLAIN_PUNCTUATION[char];
  if (punctuation) return punctuation;
  const bare = char.normalize('NFD').replace(/\p{M}/gu, '');
  return bare !== '' && [...bare].every(isGsm7Char) ? bare : char;
}

/**
 * A value written into an SMS (the customer's name, the business, a date) in GSM-7 letters: á, í,
 * ó, ú lose their accent (é, ñ, ü, à are GSM-7 and stay), curly quotes and dashes become plain.
 * One such letter would turn the whole message into UCS-2, whose segments hold 70 characters
 * instead of 160, so 'Taquería Demo Coyoacán' would cost two or three credits per message.
 * Characters with no plain form (an emoji) stay: such content then pays for UCS-2.
 */
export function toGsm7Text(value: string): string {
  let result = '';
  for (const char of value) result += plainChar(char);
  return result;
}
