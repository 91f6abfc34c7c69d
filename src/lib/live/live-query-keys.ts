import type { QueryKey } from '@tanstack/react-query';
import { queryKeys } from '../query/keys';

/** What each area of a `changed` hint invalidates (prefixes of query keys). */
export const LIVE_AREA_QUERY_KEYS: Record<string, QueryKey[]> = {
  waitlist: [['waitlist']],
  messages: [['messaging']],
  orders: [['shop']],
  loyalty: [['loyalty']],
  subscription: [queryKeys.subscription.info],
};
