/**
 * The periods of the automatic factura global (RMF regla 2.7.1.21; CFDI 4.0 InformacionGlobal).
 * Days are the business's local days 'YYYY-MM-DD'. A period never crosses a month (a week is cut
 * at the month's end), so each one has a single Meses value and no sale is reported under the
 * wrong month; bimonthly periods are SAT's pairs Jan–Feb … Nov–Dec (Meses 13–18).
 */
import type { GlobalInformation, Periodicidad } from './cfdi-rules';

export const GLOBAL_PERIODICITIES = ['daily', 'weekly', 'fortnightly', 'monthly', 'bimonthly'] as const;
export type GlobalPeriodicity = (typeof GLOBAL_PERIODICITIES)[number];

export const GLOBAL_PERIODICITY_LABELS: Record<GlobalPeriodicity, string> = {
  daily: 'Diaria',
  weekly: 'Semanal',
  fortnightly: 'Quincenal',
  monthly: 'Mensual',
  bimonthly: 'Bimestral',
};

const PERIODICIDAD: Record<GlobalPeriodicity, Periodicidad> = {
  daily: '01',
  weekly: '02',
  fortnightly: '03',
  monthly: '04',
  bimonthly: '05',
};

export interface GlobalPeriod {
  /** Unique per company: the job's idempotency key (e.g. 'weekly:2026-11-23'). */
  key: string;
  /** First and last day, both included. */
  from: string;
  to: string;
  informacionGlobal: GlobalInformation;
}

const pad = (n: number) => String(n).padStart(2, '0');
const dayOf = (date: Date) =>
  `${date.getUTCFullYear()}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())}`;
const parseDay = (day: string) => new Date(`${day}T00:00:00Z`);
const addDays = (day: string, days: number) => dayOf(new Date(parseDay(day).getTime() + days * 86_400_000));
const lastDayOfMonth = (year: number, month: number) => new Date(Date.UTC(year, month, 0)).getUTCDate();

function bounds(day: string, periodicity: GlobalPeriodicity): { from: string; to: string } {
  const date = parseDay(day);
  const year = date.getUTCFullYear();
  const month = date.getUTCMonth() + 1;
  const monthStart = `${year}-${pad(month)}-01`;
  const monthEnd = `${year}-${pad(month)}-${pad(lastDayOfMonth(year, month))}`;
  switch (periodicity) {
    case 'daily':
      return { from: day, to: day };
    case 'weekly': {
      // Monday to Sunday, cut at the month's edges.
      const monday = addDays(day, -((date.getUTCDay() + 6) % 7));
      const sunday = addDays(monday, 6);
      return { from: monday < monthStart ? monthStart : monday, to: sunday > monthEnd ? monthEnd : sunday };
    }
    case 'fortnightly':
      return date.getUTCDate() <= 15
        ? { from: monthStart, to: `${year}-${pad(month)}-15` }
        : { from: `${year}-${pad(month)}-16`, to: monthEnd };
    case 'monthly':
      return { from: monthStart, to: monthEnd };
    case 'bimonthly': {
      const first = month % 2 === 1 ? month : month - 1;
      return {
        from: `${year}-${pad(first)}-01`,
        to: `${year}-${pad(first + 1)}-${pad(lastDayOfMonth(year, first + 1))}`,
      };
    }
  }
}

/** The period of `periodicity` that holds `day`. */
export function globalPeriodOf(day: string, periodicity: GlobalPeriodicity): GlobalPeriod {
  const { from, to } = bounds(day, periodicity);
  const month = Number(from.slice(5, 7));
  const meses = periodicity === 'bimonthly' ? String(12 + (month + 1) / 2) : pad(month);
  return {
    key: `${periodicity}:${from}`,
    from,
    to,
    informacionGlobal: { periodicidad: PERIODICIDAD[periodicity], meses, ano: Number(from.slice(0, 4)) },
  };
}

/**
 * The period the job issues on `today`: the last one that has closed (it ended yesterday or
 * before). SAT asks for the global CFDI within the 24 hours after the period closes, so the job
 * issues it on the first day after.
 */
export const lastClosedGlobalPeriod = (today: string, periodicity: GlobalPeriodicity): GlobalPeriod =>
  globalPeriodOf(addDays(today, -1), periodicity);
