import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useCallback, useState } from 'react';
import type { QueueItem } from '../../domain/contract/waitlist';
import { createZonedIsoFormatter } from '../../domain/rules/zoned-time';
import { accountSettingsQueryOptions } from '../../lib/query/account-queries';
import { LazyQueueDrawer } from './drawer/lazy-queue-drawer';
import { LazyRegisterDialog } from './register/lazy-register-dialog';

interface RegisterState {
  opened: boolean;
  type: QueueItem['type'];
  initialBookingDate: string | null;
}

/**
 * The register dialog and the queue item drawer of an agenda screen (calendar, history): what
 * opens them and the elements to render once on the page.
 */
export function useAgendaDialogs(): {
  openBooking: (start: Date) => void;
  openItem: (id: number) => void;
  dialogs: ReactNode;
} {
  const timeZone = useQuery(accountSettingsQueryOptions()).data?.location?.timezone ?? 'UTC';
  const [register, setRegister] = useState<RegisterState>({
    opened: false,
    type: 'booking',
    initialBookingDate: null,
  });
  const [drawer, setDrawer] = useState<{ itemId: number | null; opened: boolean }>({
    itemId: null,
    opened: false,
  });

  const openBooking = useCallback(
    (start: Date) =>
      setRegister({
        opened: true,
        type: 'booking',
        initialBookingDate: createZonedIsoFormatter(timeZone)(start),
      }),
    [timeZone],
  );
  const openItem = useCallback((id: number) => setDrawer({ itemId: id, opened: true }), []);
  const closeRegister = useCallback(() => setRegister((current) => ({ ...current, opened: false })), []);
  const closeDrawer = useCallback(() => setDrawer((current) => ({ ...current, opened: false })), []);

  return {
    openBooking,
    openItem,
    dialogs: (
      <>
        <LazyRegisterDialog
          opened={register.opened}
          type={register.type}
          initialBookingDate={register.initialBookingDate}
          onClose={closeRegister}
        />
        <LazyQueueDrawer itemId={drawer.itemId} opened={drawer.opened} onClose={closeDrawer} />
      </>
    ),
  };
}
