import {
  DAYS_OF_WEEK,
  HOURS_TYPES,
  type HoursEntry,
  type HoursEntryInput,
} from '../../domain/contract/hours';
import { type HoursIssue, hoursEntryIssues } from '../../domain/rules/hours-rules';

/** The weekly hours form: the entries as the body sends them, times '' until chosen. */
export interface RegularHoursValues {
  hours: HoursEntryInput[];
}

export function regularHoursValues(entries: readonly HoursEntry[]): RegularHoursValues {
  return {
    hours: entries.map((entry) => ({
      open_time: entry.open_time,
      close_time: entry.close_time,
      days_of_week: [...entry.days_of_week],
      types: [...entry.types],
    })),
  };
}

/** A new entry: 02 §9 default opening, 08:00 to 18:00 every day with all four types. */
export function newHoursEntry(withTypes: boolean): HoursEntryInput {
  return {
    open_time: '08:00',
    close_time: '18:00',
    days_of_week: [...DAYS_OF_WEEK],
    types: withTypes ? [...HOURS_TYPES] : [],
  };
}

/** The form's errors under `prefix.path` (the first message of each field). */
export function formErrors(prefix: string, issues: readonly HoursIssue[]): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of issues) {
    const key = [prefix, ...issue.path].join('.');
    errors[key] ??= issue.message;
  }
  return errors;
}

/** The rules of 02 §5 on each entry; the location's entries also need a service type. */
export function regularHoursErrors(
  values: RegularHoursValues,
  requireTypes: boolean,
): Record<string, string> {
  return Object.assign(
    {},
    ...values.hours.map((entry, index) =>
      formErrors(`hours.${index}`, hoursEntryIssues(entry, requireTypes)),
    ),
  );
}
