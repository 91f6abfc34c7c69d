import * as v from 'valibot';

/** A route's Idempotency-Key header, for its documentation; its format is checked by the idempotency hook. */
export const IDEMPOTENCY_HEADERS = v.object({ 'idempotency-key': v.optional(v.string()) });
