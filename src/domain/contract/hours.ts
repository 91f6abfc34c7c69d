import * as v from 'valibot';
import { type HoursIssue, hoursEntryIssues, overrideRangesIssues } from '../rules/hours-rules';
import { IdSchema } from './common';
import { LocalDateSchema } from './local-date';

export const DAYS_OF_WEEK = [
  'monday',
  'tuesday',
  'wednesday',
  'thursday',
  'friday',
  'saturday',
  'sunday',
] as const;
export const HOURS_TYPES = ['service', 'booking', 'waitlist', 'delivery'] as const;

const TimeSchema = v.pipe(v.string(), v.regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Verifica el rango de horas.'));

/** Regular hours entry (02 §3). */
export const HoursEntrySchema = v.object({
  id: v.number(),
  open_time: TimeSchema,
  close_time: TimeSchema,
  days_of_week: v.array(v.picklist(DAYS_OF_WEEK)),
  types: v.array(v.picklist(HOURS_TYPES)),
});
export type HoursEntry = v.InferOutput<typeof HoursEntrySchema>;

/** A dated exception as the API lists it (02 §3 "Hour override"): null times close the date. */
export const HourOverrideEntrySchema = v.object({
  id: v.number(),
  date: v.string(),
  open_time: v.nullable(TimeSchema),
  close_time: v.nullable(TimeSchema),
});
export type HourOverrideEntry = v.InferOutput<typeof HourOverrideEntrySchema>;

/** More rows than any week or season needs: keeps a body bounded. */
export const MAX_HOURS_ENTRIES = 100;
export const MAX_OVERRIDE_ENTRIES = 1000;

/** A finding of the hours rules as a valibot issue under `[index, ...path]` of the list checked. */
function addIssues(
  addIssue: (info: { message: string; path: [v.ArrayPathItem, ...v.IssuePathItem[]] }) => void,
  list: readonly unknown[],
  index: number,
  issues: readonly HoursIssue[],
) {
  for (const issue of issues) {
    const item: v.ArrayPathItem = {
      type: 'array',
      origin: 'value',
      input: list,
      key: index,
      value: list[index],
    };
    const rest = issue.path.map(
      (key): v.UnknownPathItem => ({
        type: 'unknown',
        origin: 'value',
        input: list[index],
        key,
        value: undefined,
      }),
    );
    addIssue({ message: issue.message, path: [item, ...rest] });
  }
}

const HoursEntryInputSchema = v.object({
  /** Sent back as listed; a save replaces the whole list. */
  id: v.optional(v.nullable(v.number())),
  // Plain strings: an empty or malformed time is reported by the rules with their message.
  open_time: v.string(),
  close_time: v.string(),
  days_of_week: v.array(v.picklist(DAYS_OF_WEEK)),
  types: v.array(v.picklist(HOURS_TYPES)),
});
export type HoursEntryInput = v.InferOutput<typeof HoursEntryInputSchema>;

const hoursListSchema = (requireTypes: boolean) =>
  v.pipe(
    v.array(HoursEntryInputSchema),
    v.maxLength(MAX_HOURS_ENTRIES),
    v.rawCheck(({ dataset, addIssue }) => {
      if (!dataset.typed) return;
      dataset.value.forEach((entry, index) => {
        addIssues(addIssue, dataset.value, index, hoursEntryIssues(entry, requireTypes));
      });
    }),
  );

/** PATCH .../hours?user_id=: an employee's hours need no service type. */
export const UserHoursBodySchema = v.object({ hours: hoursListSchema(false) });
/** PATCH .../hours: the location's hours, each with at least one service type. */
export const LocationHoursBodySchema = v.object({ hours: hoursListSchema(true) });
export type HoursBody = v.InferOutput<typeof UserHoursBodySchema>;

const OverrideEntryInputSchema = v.object({
  id: v.optional(v.nullable(v.number())),
  date: LocalDateSchema,
  open_time: v.nullable(v.string()),
  close_time: v.nullable(v.string()),
});
export type HourOverrideInput = v.InferOutput<typeof OverrideEntryInputSchema>;

/**
 * PATCH .../hour-overrides: the flat list of 02 §3, each entry carrying its date. The ranges of
 * each date are checked together (overlaps, a closed date's single range); a finding goes under
 * the entry it is about.
 */
export const HourOverridesBodySchema = v.object({
  hours: v.pipe(
    v.array(OverrideEntryInputSchema),
    v.maxLength(MAX_OVERRIDE_ENTRIES),
    v.rawCheck(({ dataset, addIssue }) => {
      if (!dataset.typed) return;
      const byDate = new Map<string, number[]>();
      dataset.value.forEach((entry, index) => {
        byDate.set(entry.date, [...(byDate.get(entry.date) ?? []), index]);
      });
      for (const indexes of byDate.values()) {
        const ranges = indexes.map((index) => dataset.value[index] as HourOverrideInput);
        for (const issue of overrideRangesIssues(ranges)) {
          const [rangeIndex, ...rest] = issue.path;
          addIssues(addIssue, dataset.value, indexes[Number(rangeIndex)] ?? 0, [{ ...issue, path: rest }]);
        }
      }
    }),
  ),
});
export type HourOverridesBody = v.InferOutput<typeof HourOverridesBodySchema>;

/** ?user_id= of the hours calls: an employee's hours instead of the location's. */
export const HoursQuerySchema = v.object({
  user_id: v.optional(
    v.pipe(v.string(), v.regex(/^[1-9]\d{0,9}$/, 'El usuario no es válido.'), v.transform(Number), IdSchema),
  ),
});
