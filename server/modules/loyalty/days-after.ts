const DAY_MS = 86_400_000;

/** The instant `days` whole days after `now` (a lot's, stamp's or reward's expiry). */
export function daysAfter(now: Date, days: number): Date {
  return new Date(now.getTime() + days * DAY_MS);
}
