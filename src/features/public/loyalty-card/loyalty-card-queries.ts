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
const MIN_REFRESH_MS = 5_000;

export const loyaltyCardKeys = {
  card: (token: string) => ['public', 'loyalty-card', token] as const,
};

/** How long the page waits before asking for the card (and a fresh code) again. */
export function cardRefreshMs(card: PublicLoyaltyCard): number {
  return Math.max(MIN_REFRESH_MS, card.refresh_in_secs * 1000);
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
