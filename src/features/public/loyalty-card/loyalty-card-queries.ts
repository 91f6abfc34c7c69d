import { useQuery } from '@tanstack/react-query';
import * as v from 'valibot';
import {
  LOYALTY_MESSAGES,
  LoyaltyCardTokenParamsSchema,
  type PublicLoyaltyCard,
} from '../../../domain/contract/loyalty';
import { ApiError } from '../../../lib/api/api-error';
import { api } from '../../../lib/api/client';
import { retryUnreached } from '../order/order-queries';

/** Never ask more often than this, whatever the server says (a 0 would spin). */
const MIN_REFRESH_MS = 1_000;
/** Ask just after the server starts handing out the next code, not just before. */
const AFTER_CHANGE_MS = 300;

export const loyaltyCardKeys = {
  card: (token: string) => ['public', 'loyalty-card', token] as const,
};

/**
 * How long the page waits before asking again: `refresh_in_secs` (a code spent at the counter is
 * replaced by then), or until its code changes when that comes first.
 */
export function cardRefreshMs(card: PublicLoyaltyCard): number {
  const check = card.refresh_in_secs * 1000;
  const untilChange =
    card.code_changes_in_secs === null ? check : card.code_changes_in_secs * 1000 + AFTER_CHANGE_MS;
  return Math.max(MIN_REFRESH_MS, Math.min(check, untilChange));
}

/**
 * GET /v1/public/loyalty/card/{token}: the customer's card with its current code, asked again
 * every `refresh_in_secs` and whenever the customer comes back to the page. A link cut short (not
 * a token's shape) is not found without asking.
 */
export function usePublicLoyaltyCard(token: string) {
  return useQuery<PublicLoyaltyCard>({
    queryKey: loyaltyCardKeys.card(token),
    retry: retryUnreached,
    refetchOnWindowFocus: 'always',
    refetchInterval: (query) => (query.state.data ? cardRefreshMs(query.state.data) : false),
    queryFn: async ({ signal }) => {
      if (!v.is(LoyaltyCardTokenParamsSchema, { token }))
        throw new ApiError({ status: 404, message: LOYALTY_MESSAGES.cardNotFound, code: 'NOT_FOUND' });
      const path = `/v1/public/loyalty/card/${encodeURIComponent(token)}`;
      return (await api.get<{ data: PublicLoyaltyCard }>(path, { signal })).data;
    },
  });
}
