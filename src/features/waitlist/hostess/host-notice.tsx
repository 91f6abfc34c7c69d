import { Alert } from '@mantine/core';
import { isApiError } from '../../../lib/api/api-error';

export interface HostNotice {
  color: 'red' | 'orange';
  title?: string;
  message: string;
}

/** The action happened, but the customer's message did not go out (no credits). */
export const NO_BALANCE_NOTICE: HostNotice = {
  color: 'orange',
  message: 'Saldo agotado: no se envió el mensaje al cliente.',
};

/** A refused change: `errors.no_balance` (nothing happened for lack of credits) or the server's message. */
export function noticeFromError(error: unknown): HostNotice {
  const noBalance = isApiError(error) ? error.errors?.no_balance?.[0] : undefined;
  if (noBalance) return { color: 'orange', title: 'Saldo agotado', message: noBalance };
  return { color: 'red', message: error instanceof Error ? error.message : String(error) };
}

/** What the last change on the list said: shown above the list until dismissed. */
export function HostNoticeAlert({ notice, onClose }: { notice: HostNotice; onClose: () => void }) {
  return (
    <Alert
      color={notice.color}
      title={notice.title}
      withCloseButton
      closeButtonLabel="Cerrar aviso"
      onClose={onClose}
    >
      {notice.message}
    </Alert>
  );
}
