import { notifications } from '@mantine/notifications';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  CheckoutRequest,
  PlansAvailable,
  RechargeOptions,
  SubscriptionInfo,
} from '../../../domain/contract/subscription';
import { api } from '../../../lib/api/client';
import { assignPage } from '../../../lib/page-assign';
import { queryKeys } from '../../../lib/query/keys';

/** GET /v1/subscription/plan/available: plans, features per plan type, payment provider. */
export function usePlansAvailable() {
  return useQuery({
    queryKey: queryKeys.subscription.plans,
    queryFn: async ({ signal }) =>
      (await api.get<{ data: PlansAvailable }>('/v1/subscription/plan/available', { signal })).data,
  });
}

/** GET /v1/subscription/recharge/options: credit packs and what a credit buys. */
export function useRechargeOptions(enabled = true) {
  return useQuery({
    queryKey: queryKeys.subscription.rechargeOptions,
    enabled,
    queryFn: async ({ signal }) =>
      (await api.get<{ data: RechargeOptions }>('/v1/subscription/recharge/options', { signal })).data,
  });
}

export const AUTO_RECHARGE_SAVED = 'Recarga automática actualizada';

/**
 * PATCH .../set-auto-recharge (02 §7): the choice shows at once; on failure the previous value is
 * restored and the error is shown (02 §8).
 */
export function useSetAutoRecharge() {
  const queryClient = useQueryClient();
  const key = queryKeys.subscription.info;
  return useMutation({
    mutationFn: async (packId: number | null) =>
      (
        await api.patch<{ data: SubscriptionInfo }>('/v1/subscription/subscription/set-auto-recharge', {
          pack_id: packId,
        })
      ).data,
    onMutate: async (packId) => {
      await queryClient.cancelQueries({ queryKey: key });
      const previous = queryClient.getQueryData<SubscriptionInfo>(key);
      if (previous?.subscription) {
        queryClient.setQueryData<SubscriptionInfo>(key, {
          ...previous,
          subscription: { ...previous.subscription, auto_recharge_pack_id: packId },
        });
      }
      return { previous };
    },
    onError: (error, _packId, context) => {
      if (context?.previous) queryClient.setQueryData(key, context.previous);
      notifications.show({ color: 'red', message: error.message });
    },
    onSuccess: (info) => {
      queryClient.setQueryData(key, info);
      notifications.show({ color: 'green', message: AUTO_RECHARGE_SAVED });
    },
  });
}

/** POST /v1/subscription/checkout, then off to Stripe's payment page. */
export function useCheckout() {
  return useMutation({
    mutationFn: async (request: CheckoutRequest) =>
      (await api.post<{ data: { url: string } }>('/v1/subscription/checkout', request)).data.url,
    onSuccess: (url) => {
      assignPage(url);
    },
    onError: (error) => {
      notifications.show({ color: 'red', message: error.message });
    },
  });
}
