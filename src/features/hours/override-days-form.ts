import type { HourOverrideEntry, HourOverrideInput } from '../../domain/contract/hours';
import {
  DEFAULT_OPEN_RANGE,
  HOURS_MESSAGES,
  type OverrideRange,
  overrideRangesIssues,
  repeatedDates,
} from '../../domain/rules/hours-rules';
import { formErrors } from './regular-hours-form';

/** One special date of the form with its ranges; a single range without times closes it. */
export interface OverrideDayValues {
  date: string;
  ranges: OverrideRange[];
}

export interface OverrideDaysValues {
  days: OverrideDayValues[];
}

/** The API's flat list grouped by date, in date order. */
export function overrideDaysValues(entries: readonly HourOverrideEntry[]): OverrideDaysValues {
  const days = new Map<string, OverrideRange[]>();
  for (const entry of entries) {
    days.set(entry.date, [
      ...(days.get(entry.date) ?? []),
      { open_time: entry.open_time, close_time: entry.close_time },
    ]);
  }
  return {
    days: [...days.entries()]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([date, ranges]) => ({ date, ranges })),
  };
}

/** The flat list the server receives: each range carrying its date (02 §3). */
export function overrideDaysBody(values: OverrideDaysValues): HourOverrideInput[] {
  return values.days.flatMap((day) => day.ranges.map((range) => ({ date: day.date, ...range })));
}

/** 02 §4 "Override day": closed gives one range without times, open gives 08:00 to 18:00. */
export function toggledRanges(closed: boolean): OverrideRange[] {
  return closed ? [{ open_time: null, close_time: null }] : [{ ...DEFAULT_OPEN_RANGE }];
}

export const newOverrideDay = (): OverrideDayValues => ({ date: '', ranges: toggledRanges(false) });

/** One entry per date, a date chosen, and the ranges rules of 02 §5 on each day. */
export function overrideDaysErrors(values: OverrideDaysValues): Record<string, string> {
  const errors: Record<string, string> = {};
  const repeated = new Set(repeatedDates(values.days.map((day) => day.date)));
  values.days.forEach((day, index) => {
    if (day.date === '') errors[`days.${index}.date`] = HOURS_MESSAGES.date;
    else if (repeated.has(index)) errors[`days.${index}.date`] = HOURS_MESSAGES.dateTaken;
    Object.assign(errors, formErrors(`days.${index}.ranges`, overrideRangesIssues(day.ranges)));
  });
  return errors;
}
