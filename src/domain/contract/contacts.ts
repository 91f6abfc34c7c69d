import * as v from 'valibot';

/** A contact tag (group) of 01 §3.7. */
export const ContactTagSchema = v.object({ id: v.number(), name: v.string() });

/** A customer of the company (01 §3.7), as POST /v1/contact/contact/search answers it. */
export const ContactSchema = v.object({
  id: v.number(),
  name: v.string(),
  phone: v.nullable(v.string()),
  email: v.nullable(v.string()),
  email_extra: v.nullable(v.string()),
  status: v.picklist(['active', 'inactive']),
  tags: v.array(ContactTagSchema),
  is_subscribed: v.boolean(),
});
export type Contact = v.InferOutput<typeof ContactSchema>;
