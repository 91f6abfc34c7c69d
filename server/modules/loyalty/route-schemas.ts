import * as v from 'valibot';

export const LOYALTY_TAGS = ['loyalty'];

/** Documents the header; its format is checked by the idempotency hook. */
export const IDEMPOTENCY_HEADERS = v.object({ 'idempotency-key': v.optional(v.string()) });
