/**
 * The business's own words (02 §5 Waitlist and booking settings): the singular is capitalised and
 * the plural derived from it when the singular is edited, by the Spanish rules for nouns.
 */

/** 'comensal' → 'Comensal'. */
export function capitalizedTerm(value: string): string {
  return value.charAt(0).toUpperCase() + value.slice(1);
}

/**
 * The plural of a term's first word, the rest kept: 'Mesero' → 'Meseros', 'Comensal' →
 * 'Comensales', 'Reservación' → 'Reservaciones', 'Lápiz' → 'Lápices', 'Lista de espera' →
 * 'Listas de espera'.
 */
export function pluralTerm(singular: string): string {
  const [first = '', ...rest] = singular.trim().split(/\s+/);
  if (first === '') return '';
  let plural: string;
  if (/[aeiouáéíóú]$/i.test(first)) plural = `${first}s`;
  else if (/z$/i.test(first)) plural = `${first.slice(0, -1)}ces`;
  else
    plural = `${first.replace(/([áéíóú])([ns])$/i, (_, vowel: string, end: string) => `${unaccented(vowel)}${end}`)}es`;
  return [plural, ...rest].join(' ');
}

const UNACCENTED: Record<string, string> = {
  á: 'a',
  é: 'e',
  í: 'i',
  ó: 'o',
  ú: 'u',
  Á: 'A',
  É: 'E',
  Í: 'I',
  Ó: 'O',
  Ú: 'U',
};
const unaccented = (vowel: string) => UNACCENTED[vowel] ?? vowel;
