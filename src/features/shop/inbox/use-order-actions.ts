import { notifications } from '@mantine/notifications';
import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import type { Order, OrderAction, ShopStatusData } from '../../../domain/contract/shop';
import { queryKeys } from '../../../lib/query/keys';
import { changeOrderStatus } from '../api/inbox-order-status';
import { useShopLocationId } from '../inbox-queries';

export interface PendingOrderAction {
  order: Order;
  action: OrderAction;
}

/** 02 §8: what a changed status says. */
export const STATUS_CHANGED_MESSAGE = 'El estatus se cambió correctamente.';

/** Puts a changed order into the list at once (out of it once delivered or canceled); the refetch confirms it. */
function applyChangedOrder(queryClient: QueryClient, locationId: number | null, changed: Order): void {
  const active = changed.status === 'queued' || changed.status === 'confirmed';
  queryClient.setQueryData<ShopStatusData>(queryKeys.shop.statusData(locationId), (current) =>
    current
      ? {
          ...current,
          list: active
            ? current.list.map((order) => (order.id === changed.id ? changed : order))
            : current.list.filter((order) => order.id !== changed.id),
        }
      : current,
  );
}

/**
 * A card's action flow: it asks first (the confirm dialog), then POSTs the change. Success says
 * 'El estatus se cambió correctamente.'; a refusal shows the server's Spanish message as it is
 * (a 409 for a change the order no longer allows). Either way the list refetches.
 */
export function useOrderActions() {
  const queryClient = useQueryClient();
  const locationId = useShopLocationId();
  const [confirmation, setConfirmation] = useState<PendingOrderAction | null>(null);

  const request = useCallback((order: Order, action: OrderAction) => setConfirmation({ order, action }), []);
  const dismiss = useCallback(() => setConfirmation(null), []);

  const confirm = useCallback(() => {
    if (!confirmation) return;
    setConfirmation(null);
    changeOrderStatus(confirmation.order.id, confirmation.action)
      .then((result) => {
        applyChangedOrder(queryClient, locationId, result.order);
        notifications.show({ color: 'teal', message: STATUS_CHANGED_MESSAGE });
        if (result.message === 'no_balance') {
          notifications.show({
            color: 'orange',
            message: 'Saldo agotado: no se envió el mensaje al cliente.',
          });
        }
      })
      .catch((error: unknown) => {
        notifications.show({
          color: 'red',
          title: 'No se cambió el estatus',
          message: error instanceof Error ? error.message : String(error),
        });
      })
      .finally(() => void queryClient.invalidateQueries({ queryKey: ['shop'] }));
  }, [confirmation, queryClient, locationId]);

  return { confirmation, request, dismiss, confirm };
}
