/**
 * The choice lists of the waitlist and booking settings (02 §9), in minutes, with their Spanish
 * labels. The screen offers exactly these and the API refuses anything else.
 */
export interface MinutesChoice {
  value: number;
  label: string;
}

const HOUR = 60;
const DAY = 24 * HOUR;
const WEEK = 7 * DAY;
/** A month of notice is 30 days. */
const MONTH = 30 * DAY;
const YEAR = 365 * DAY;

const range = (from: number, to: number, step: number): number[] =>
  Array.from({ length: Math.floor((to - from) / step) + 1 }, (_, index) => from + index * step);

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/** 0 → 'Inmediatamente'; 45 → '45 min'; 90 → '1 h 30 min'; 2880 → '2 días'; 10080 → '1 semana'. */
export function minutesChoiceLabel(minutes: number): string {
  if (minutes === 0) return 'Inmediatamente';
  if (minutes % YEAR === 0) return plural(minutes / YEAR, 'año', 'años');
  if (minutes % MONTH === 0 && minutes >= MONTH) return plural(minutes / MONTH, 'mes', 'meses');
  if (minutes % WEEK === 0) return plural(minutes / WEEK, 'semana', 'semanas');
  if (minutes % DAY === 0) return plural(minutes / DAY, 'día', 'días');
  if (minutes < HOUR) return `${minutes} min`;
  const rest = minutes % HOUR;
  return rest === 0 ? `${minutes / HOUR} h` : `${Math.floor(minutes / HOUR)} h ${rest} min`;
}

const choices = (values: number[]): readonly MinutesChoice[] =>
  values.map((value) => ({ value, label: minutesChoiceLabel(value) }));

/** Booking block duration (and frequency): 5-minute steps to 2 h, then 15-minute steps to 4 h. */
export const BLOCK_DURATION_CHOICES = choices([...range(5, 120, 5), ...range(135, 240, 15)]);

/** Minimum notice: immediate, 10–50 min by 10, 1–8 h by 30 min, 1–6 days, 1–3 weeks, 1–6 months, 1 year. */
export const MIN_NOTICE_CHOICES = choices([
  0,
  ...range(10, 50, 10),
  ...range(HOUR, 8 * HOUR, 30),
  ...range(DAY, 6 * DAY, DAY),
  ...range(WEEK, 3 * WEEK, WEEK),
  ...range(MONTH, 6 * MONTH, MONTH),
  YEAR,
]);

/** Booking reminder lead: 30 min, 1–23 h, 1–7 days. */
export const REMINDER_LEAD_CHOICES = choices([30, ...range(HOUR, 23 * HOUR, HOUR), ...range(DAY, WEEK, DAY)]);

/** Survey delay after the visit: immediately, 5 min, 10–50 min by 10, 1–8 h, 1–7 days. */
export const SURVEY_DELAY_CHOICES = choices([
  0,
  5,
  ...range(10, 50, 10),
  ...range(HOUR, 8 * HOUR, HOUR),
  ...range(DAY, WEEK, DAY),
]);

/** Largest group the registration offers: 2 to 100 people. */
export const GROUP_SIZE_CHOICES: readonly number[] = range(2, 100, 1);

export const isChoice = (list: readonly MinutesChoice[], minutes: number) =>
  list.some((choice) => choice.value === minutes);
