import * as v from 'valibot';
import { PaginationSchema } from './common';
import { LocalDateSchema } from './local-date';

/** Page size of reports (01 §9). */
export const REPORT_PAGE_SIZE = 100;

export const REPORT_COLUMN_TYPES = [
  'string',
  'number',
  'money',
  'percent',
  'minutes',
  'date',
  'datetime',
  /** An E.164 phone, shown as people read it; the CSV keeps it whole. */
  'phone',
] as const;
export const REPORT_AGGREGATES = ['sum', 'avg', 'count'] as const;

/** A column of a report (01 §3.5). `aggregate` is the footer's figure over the whole filtered set. */
export const ReportHeaderSchema = v.object({
  key: v.string(),
  title: v.string(),
  type: v.picklist(REPORT_COLUMN_TYPES),
  align: v.picklist(['left', 'right', 'center']),
  hidden: v.boolean(),
  aggregate: v.nullable(v.object({ type: v.picklist(REPORT_AGGREGATES), value: v.nullable(v.number()) })),
});
export type ReportHeader = v.InferOutput<typeof ReportHeaderSchema>;

export const REPORT_MESSAGES = {
  dateToBeforeFrom: 'La fecha final debe ser igual o posterior a la inicial.',
} as const;

/**
 * Body of every POST .../reporting/... call: date filters (local dates, inclusive), paging (the
 * summary ignores it). date_to before date_from is a 422 on `filters.date_to`.
 */
export const ReportBodySchema = v.object({
  offset: v.optional(v.pipe(v.number(), v.integer(), v.minValue(0)), 0),
  limit: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(1000)), 100),
  filters: v.object({
    date_from: LocalDateSchema,
    date_to: LocalDateSchema,
  }),
});
export type ReportBody = v.InferOutput<typeof ReportBodySchema>;

/**
 * Answer of a report (01 §3.5): rows keyed by header key. 'percent' values are shares 0–1;
 * 'minutes' are minutes with one decimal.
 */
export const ReportSchema = v.object({
  headers: v.array(ReportHeaderSchema),
  pagination: PaginationSchema,
  data: v.array(v.record(v.string(), v.union([v.string(), v.number(), v.null()]))),
});
export type Report = v.InferOutput<typeof ReportSchema>;

/** POST /v1/waitlist/reporting/summary: the headline figures of the period. */
export const WaitlistSummarySchema = v.object({
  values: v.object({
    total: v.number(),
    waitlist: v.number(),
    bookings: v.number(),
    completed: v.number(),
    canceled: v.number(),
    people: v.number(),
    /** Average real wait (registration → ready) of waitlist entries, minutes. */
    avg_wait_mins: v.nullable(v.number()),
    /** Average quote of the quoted entries that were made ready, minutes... */
    avg_quoted_wait_mins: v.nullable(v.number()),
    /** ...and the average real wait of those same entries. */
    avg_quoted_real_wait_mins: v.nullable(v.number()),
    /**
     * Of the quoted entries that were made ready or gave up (canceled unseated), 0–1: seated more
     * than 10 min before the quote, within 10 min before to 5 min after it, later, and gave up.
     */
    quote_early: v.nullable(v.number()),
    quote_on_time: v.nullable(v.number()),
    quote_late: v.nullable(v.number()),
    quote_gave_up: v.nullable(v.number()),
  }),
});
export type WaitlistSummary = v.InferOutput<typeof WaitlistSummarySchema>;
