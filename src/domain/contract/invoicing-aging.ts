import * as v from 'valibot';
import { REPORT_PAGE_SIZE } from './report';

/** The downloaded CSV of the receivable-aging report (02 §2): 'invoice-receivable-aging-report.csv'. */
export const RECEIVABLE_AGING_FILE_NAME = 'invoice-receivable-aging-report';

/**
 * POST /v1/invoicing/reporting/receivable-aging-by-contact and -by-invoice: pending balances of
 * income invoices by age (current, 1–30, 31–60, 61–90, more than 90 days), 100 a page;
 * `stamp_state: 'stamp'` keeps stamped invoices only.
 */
export const ReceivableAgingBodySchema = v.object({
  offset: v.optional(v.pipe(v.number(), v.integer(), v.minValue(0)), 0),
  limit: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(1000)), REPORT_PAGE_SIZE),
  filters: v.optional(v.object({ stamp_state: v.optional(v.nullable(v.picklist(['stamp'])), null) }), {
    stamp_state: null,
  }),
  sort: v.optional(v.unknown()),
});
export type ReceivableAgingBody = v.InferOutput<typeof ReceivableAgingBodySchema>;

/** The age buckets, by days since the invoice's date. */
export const AGING_BUCKETS = [
  { key: 'current', title: 'Al corriente', upTo: 0 },
  { key: 'days_1_30', title: '1 a 30 días', upTo: 30 },
  { key: 'days_31_60', title: '31 a 60 días', upTo: 60 },
  { key: 'days_61_90', title: '61 a 90 días', upTo: 90 },
  { key: 'days_over_90', title: 'Más de 90 días', upTo: Number.POSITIVE_INFINITY },
] as const;

export const agingBucketOf = (days: number) =>
  (AGING_BUCKETS.find((bucket) => days <= bucket.upTo) ?? AGING_BUCKETS[4]).key;
