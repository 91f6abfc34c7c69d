import * as v from 'valibot';
import { LoyaltyTransactionSchema } from './loyalty';
import { QUEUE_ITEM_STATUSES, QUEUE_ITEM_TYPES } from './waitlist-values';

/** A customer's activity lists its latest entries of each kind. */
export const CONTACT_ACTIVITY_LIMIT = 20;

/** Where it happened: customers are company-wide, so their activity spans every location. */
const ActivityLocationSchema = v.object({ id: v.number(), name: v.string() });

/** GET /v1/contact/contact/{id}/visits: the customer's waitlist entries and bookings, newest first. */
export const ContactVisitSchema = v.object({
  id: v.number(),
  type: v.picklist(QUEUE_ITEM_TYPES),
  status: v.picklist(QUEUE_ITEM_STATUSES),
  group_size: v.nullable(v.number()),
  booking_date: v.nullable(v.string()),
  created_at: v.string(),
  location: ActivityLocationSchema,
});
export type ContactVisit = v.InferOutput<typeof ContactVisitSchema>;

/** GET /v1/contact/contact/{id}/loyalty-transactions: with the location of the sale (none: deleted). */
export const ContactLoyaltyTransactionSchema = v.object({
  ...LoyaltyTransactionSchema.entries,
  location: v.nullable(ActivityLocationSchema),
});
export type ContactLoyaltyTransaction = v.InferOutput<typeof ContactLoyaltyTransactionSchema>;
