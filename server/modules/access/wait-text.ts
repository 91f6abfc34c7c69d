const MINUTE_MS = 60_000;

/**
 * How long from `now` until `until`, in Spanish, rounded up: '1 minuto', '45 minutos', and whole
 * hours past an hour and a half ('19 horas').
 */
export function waitText(until: Date, now: Date): string {
  const minutes = Math.max(1, Math.ceil((until.getTime() - now.getTime()) / MINUTE_MS));
  if (minutes > 90) return `${Math.ceil(minutes / 60)} horas`;
  return minutes === 1 ? '1 minuto' : `${minutes} minutos`;
}
