import { useCallback, useState } from 'react';
import type { StatusData } from '../../../domain/contract/waitlist';
import { isApiError } from '../../../lib/api/api-error';
import { useSetReception } from '../api/reception';
import { type HostNotice, noticeFromError } from './host-notice';

/**
 * Turning reception on or off (02 §4): turning it on while setup is incomplete (known from
 * status-data, or refused by the server with a 409) opens the 'Configuración incompleta' confirm.
 */
export function useReception(showNotice: (notice: HostNotice | null) => void) {
  const [setupIncomplete, setSetupIncomplete] = useState(false);
  const mutation = useSetReception();
  const { mutate } = mutation;

  const setEnabled = useCallback(
    (enabled: boolean, status: StatusData['status']) => {
      if (enabled && !status.setup_complete) {
        setSetupIncomplete(true);
        return;
      }
      showNotice(null);
      mutate(enabled, {
        onError: (error) => {
          if (enabled && isApiError(error) && error.status === 409) setSetupIncomplete(true);
          else showNotice(noticeFromError(error));
        },
      });
    },
    [mutate, showNotice],
  );
  const closeSetupIncomplete = useCallback(() => setSetupIncomplete(false), []);

  return { setEnabled, setupIncomplete, closeSetupIncomplete, pending: mutation.isPending };
}
