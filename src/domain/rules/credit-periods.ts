import { startOfZonedDay, zonedDate } from './zoned-time';

/** Plans are sold in Mexico City time: a month of plan credits starts and ends there. */
const PLAN_TIME_ZONE = 'America/Mexico_City';

/** A plan grant's month: its key ('2026-11') and when its credits are valid, in Mexico City time. */
export interface CreditPeriod {
  period: string;
  validFrom: Date;
  expiresAt: Date;
}

function firstOfMonth(year: number, month: number): string {
  const normalized = new Date(Date.UTC(year, month - 1, 1));
  return normalized.toISOString().slice(0, 10);
}

/**
 * The calendar month containing `now` in the business's zone. Plan credits are granted per
 * calendar month and do not roll over.
 */
export function monthlyPeriod(now: Date, timeZone: string = PLAN_TIME_ZONE): CreditPeriod {
  const [year = 1970, month = 1] = zonedDate(now, timeZone).split('-').map(Number);
  return {
    period: `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}`,
    validFrom: startOfZonedDay(firstOfMonth(year, month), timeZone),
    expiresAt: startOfZonedDay(firstOfMonth(year, month + 1), timeZone),
  };
}

/** A purchased pack's validity: from now to the same instant `months` later. */
export function purchaseValidity(now: Date, months: number): { validFrom: Date; expiresAt: Date } {
  const expiresAt = new Date(now);
  expiresAt.setUTCMonth(expiresAt.getUTCMonth() + months);
  return { validFrom: now, expiresAt };
}
