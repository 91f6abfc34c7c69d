import { notifications } from '@mantine/notifications';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import type { Order, OrderAction } from '../../../domain/contract/shop';
import { changeOrderStatus } from '../api/inbox-order-status';

export interface PendingOrderAction {
  order: Order;
  action: OrderAction;
}

/** 02 §8: what a changed status says. */
export const STATUS_CHANGED_MESSAGE = 'El estatus se cambió correctamente.';

/**
 * A card's action flow: it asks first (the confirm dialog), then POSTs the change. Success says
 * 'El estatus se cambió correctamente.'; a refusal shows the server's Spanish message as it is
 * (a 409 for a change the order no longer allows). Either way the list refetches.
 */
export function useOrderActions() {
  const queryClient = useQueryClient();
  const [confirmation, setConfirmation] = useState<PendingOrderAction | null>(null);

  const request = useCallback((order: Order, action: OrderAction) => setConfirmation({ order, action }), []);
  const dismiss = useCallback(() => setConfirmation(null), []);

  const confirm = useCallback(() => {
    if (!confirmation) return;
    setConfirmation(null);
    changeOrderStatus(confirmation.order.id, confirmation.action)
      .then((result) => {
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
  }, [confirmation, queryClient]);

  return { confirmation, request, dismiss, confirm };
}
