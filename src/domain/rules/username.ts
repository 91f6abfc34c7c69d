/** The custom link's username (02 §5 Onboarding), normalised as the user types it. */
export const USERNAME_MAX = 30;

const DIACRITICS = /[\u0300-\u036f]/g;

/** The rule below without its length limit. */
function cleanUsername(input: string): string {
  return input
    .trim()
    .toLowerCase()
    .normalize('NFD')
    .replace(DIACRITICS, '')
    .replace(/\s+/g, '_')
    .replace(/[^a-z0-9._]/g, '')
    .replace(/\.{2,}/g, '.')
    .replace(/^\.+|\.+$/g, '');
}

/**
 * Trimmed, lowercased, spaces to underscores, only a-z, 0-9, dot and underscore, consecutive dots
 * collapsed, no leading or trailing dot, at most 30 characters.
 */
export function normalizeUsername(input: string): string {
  return cleanUsername(input).slice(0, USERNAME_MAX).replace(/\.+$/g, '');
}

/**
 * The link suggested from the business name: its words joined by '_' (a symbol between words,
 * like the hyphen of 'Café-Bar' or the '&' of 'Tacos & Más', separates them as a space would;
 * apostrophes join), cut after a whole word when long, always a username `normalizeUsername`
 * keeps as it is.
 */
export function suggestUsername(name: string): string {
  const words = cleanUsername(name.replace(/['’]/g, '').replace(/[^\p{L}\p{N}.]+/gu, ' ')).replace(
    /^_+|_+$/g,
    '',
  );
  // A long name ends at the last whole word that fits.
  const lastBreak = words.length > USERNAME_MAX ? words.lastIndexOf('_', USERNAME_MAX) : -1;
  return normalizeUsername(lastBreak > 0 ? words.slice(0, lastBreak) : words);
}

const ALLOWED = /[a-z0-9._\s]/;

/** «-», «-» y «!», «-», «!» y «&» */
function listCharacters(characters: string[]): string {
  const quoted = characters.map((character) => `«${character}»`);
  return quoted.length === 1 ? quoted[0]! : `${quoted.slice(0, -1).join(', ')} y ${quoted.at(-1)}`;
}

/**
 * What `normalizeUsername` did to what was typed, in Spanish, one sentence per kind of change
 * (characters removed, accents, capitals, spaces, dots, length); null when it changed nothing.
 */
export function describeUsernameChanges(input: string): string | null {
  if (normalizeUsername(input) === input) return null;
  const trimmed = input.trim();
  const plain = trimmed.toLowerCase().normalize('NFD');
  const unaccented = plain.replace(DIACRITICS, '');
  const removed = [...new Set([...unaccented].filter((character) => !ALLOWED.test(character)))];
  const sentences: string[] = [];
  if (removed.length > 0) {
    sentences.push(
      `Se ${removed.length === 1 ? 'quitó' : 'quitaron'} ${listCharacters(removed)}: el enlace solo admite letras sin acento, números, punto (.) y guion bajo (_).`,
    );
  }
  if (unaccented !== plain) sentences.push('Las letras con acento o tilde van sin ella (é → e, ñ → n).');
  if (trimmed !== trimmed.toLowerCase()) sentences.push('Las mayúsculas van en minúsculas.');
  if (/\s/.test(trimmed)) sentences.push('Los espacios se cambian por guion bajo (_).');
  if (/^\.|\.$|\.\./.test(unaccented.replace(/[^a-z0-9._\s]/g, ''))) {
    sentences.push('Se quitan los puntos al inicio, al final o seguidos.');
  }
  if (cleanUsername(input).length > USERNAME_MAX) {
    sentences.push(`Se recortó a ${USERNAME_MAX} caracteres.`);
  }
  return sentences.join(' ') || null;
}
