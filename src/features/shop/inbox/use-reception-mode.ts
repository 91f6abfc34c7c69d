import { notifications } from '@mantine/notifications';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import type { ReceptionMode, ShopStatus } from '../../../domain/contract/shop';
import { switchesOfReceptionMode } from '../../../domain/rules/order-status';
import { isApiError } from '../../../lib/api/api-error';
import { saveShopStatus } from '../api/inbox-shop-status';
import { STATUS_CHANGED_MESSAGE } from './use-order-actions';

/**
 * The reception mode menu (02 §4): on, pickup only, delivery only, off, sent as the two switches.
 * Opening reception while setup is incomplete (known from status-data, or a 409 from the server)
 * opens the 'Configuración incompleta' confirm instead.
 */
export function useReceptionMode() {
  const queryClient = useQueryClient();
  const [pending, setPending] = useState(false);
  const [setupIncomplete, setSetupIncomplete] = useState(false);

  const change = useCallback(
    (mode: ReceptionMode, status: ShopStatus) => {
      if (mode !== 'off' && !status.setup) {
        setSetupIncomplete(true);
        return;
      }
      setPending(true);
      saveShopStatus(switchesOfReceptionMode(mode))
        .then(() => notifications.show({ color: 'teal', message: STATUS_CHANGED_MESSAGE }))
        .catch((error: unknown) => {
          if (isApiError(error) && error.status === 409) setSetupIncomplete(true);
          else
            notifications.show({
              color: 'red',
              message: error instanceof Error ? error.message : String(error),
            });
        })
        .finally(() => {
          setPending(false);
          void queryClient.invalidateQueries({ queryKey: ['shop'] });
        });
    },
    [queryClient],
  );
  const closeSetupIncomplete = useCallback(() => setSetupIncomplete(false), []);

  return { change, pending, setupIncomplete, closeSetupIncomplete };
}
