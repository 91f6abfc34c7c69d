export const LOYALTY_TAGS = ['loyalty'];

export { IDEMPOTENCY_HEADERS } from '../../http/idempotency/idempotency-headers';
