import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import type { StatusData } from '../../../domain/contract/waitlist';
import { useLocationId } from '../queries';
import type { HostNotice } from './host-notice';
import { loadListChanges } from './lazy-chunks';

/**
 * Turning reception on or off (02 §4): turning it on while setup is incomplete (known from
 * status-data, or refused by the server with a 409) opens the 'Configuración incompleta' confirm.
 */
export function useReception(showNotice: (notice: HostNotice | null) => void) {
  const queryClient = useQueryClient();
  const locationId = useLocationId();
  const [setupIncomplete, setSetupIncomplete] = useState(false);
  const [pending, setPending] = useState(false);

  const setEnabled = useCallback(
    (enabled: boolean, status: StatusData['status']) => {
      if (enabled && !status.setup_complete) {
        setSetupIncomplete(true);
        return;
      }
      showNotice(null);
      setPending(true);
      void loadListChanges()
        .then(({ changeReception }) => changeReception(queryClient, locationId, enabled))
        .then((result) => {
          if (result.ok) return;
          if ('setupIncomplete' in result) setSetupIncomplete(true);
          else showNotice(result.notice);
        })
        .finally(() => setPending(false));
    },
    [queryClient, locationId, showNotice],
  );
  const closeSetupIncomplete = useCallback(() => setSetupIncomplete(false), []);

  return { setEnabled, setupIncomplete, closeSetupIncomplete, pending };
}
