/** The custom link's username (02 §5 Onboarding), normalised as the user types it. */
export const USERNAME_MAX = 30;

/**
 * Trimmed, lowercased, spaces to underscores, only a-z, 0-9, dot and underscore, consecutive dots
 * collapsed, no leading or trailing dot, at most 30 characters.
 */
export function normalizeUsername(input: string): string {
  return input
    .trim()
    .toLowerCase()
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/\s+/g, '_')
    .replace(/[^a-z0-9._]/g, '')
    .replace(/\.{2,}/g, '.')
    .replace(/^\.+|\.+$/g, '')
    .slice(0, USERNAME_MAX)
    .replace(/\.+$/g, '');
}
