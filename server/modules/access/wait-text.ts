/** Whole minutes from `now` until `until`, at least 1, in Spanish: '1 minuto', '12 minutos'. */
export function minutesUntil(until: Date, now: Date): string {
  const minutes = Math.max(1, Math.ceil((until.getTime() - now.getTime()) / 60_000));
  return minutes === 1 ? '1 minuto' : `${minutes} minutos`;
}
