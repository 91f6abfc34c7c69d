import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { PublicOrderBody, PublicOrderResult, PublicShop } from '../../../domain/contract/public-shop';
import { isApiError } from '../../../lib/api/api-error';
import { api } from '../../../lib/api/client';

const shopPath = (username: string) => `/v1/public/shop/${encodeURIComponent(username)}`;

/**
 * A customer on a weak connection: a request that did not reach the server is tried twice more;
 * an answer (404 and the like) is final.
 */
export function retryUnreached(failures: number, error: Error): boolean {
  return isApiError(error) && error.status === 0 && failures < 2;
}

export const publicShopKeys = {
  shop: (username: string) => ['public', 'shop', username] as const,
};

/** GET /v1/public/shop/{username}: the shop's menu, delivery and payment methods. */
export function usePublicShop(username: string) {
  return useQuery({
    queryKey: publicShopKeys.shop(username),
    retry: retryUnreached,
    queryFn: async ({ signal }) => (await api.get<{ data: PublicShop }>(shopPath(username), { signal })).data,
  });
}

export interface PlaceOrderVariables {
  body: PublicOrderBody;
  /** One key per intent: a double tap or a retry of the same order places it once. */
  idempotencyKey: string;
}

/**
 * POST /v1/public/shop/{username}/order: the server prices the cart and answers the order's code.
 * A 409 means reception changed since the page loaded: the shop is read again, so the page offers
 * only what the business takes now.
 */
export function usePlaceOrder(username: string) {
  const queryClient = useQueryClient();
  return useMutation({
    onError: (error) => {
      if (isApiError(error) && error.status === 409)
        void queryClient.invalidateQueries({ queryKey: publicShopKeys.shop(username) });
    },
    mutationFn: async ({ body, idempotencyKey }: PlaceOrderVariables) =>
      (
        await api.post<{ data: PublicOrderResult }>(`${shopPath(username)}/order`, body, {
          idempotencyKey,
        })
      ).data,
  });
}
