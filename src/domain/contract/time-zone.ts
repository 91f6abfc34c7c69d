/**
 * Zones already found valid: building an Intl.DateTimeFormat to check one costs far more than a
 * lookup. Bounded, because the runtime also accepts every upper/lower-case spelling of a zone.
 */
const knownZones = new Set<string>();
const KNOWN_ZONES_MAX = 1_000;

/** True for an IANA zone name the runtime knows (e.g. 'America/Mexico_City'). */
export function isValidTimeZone(timeZone: string): boolean {
  if (knownZones.has(timeZone)) return true;
  if (!/^[A-Za-z][A-Za-z0-9_+\-/]{0,63}$/.test(timeZone)) return false;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone });
    if (knownZones.size < KNOWN_ZONES_MAX) knownZones.add(timeZone);
    return true;
  } catch {
    return false;
  }
}
