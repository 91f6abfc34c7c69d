import { Text } from '@mantine/core';
import { useState } from 'react';
import { isApiError } from '../../../lib/api/api-error';
import { type Invoice, invoiceApi } from '../invoice-api';
import { ActionDialog, type ActionState } from './action-dialog';

export const STAMP_MESSAGES = {
  ok: 'El comprobante se timbró correctamente.',
  failed: 'No se pudo timbrar el comprobante.',
} as const;

/** Timbrar (02 §4): none, loading, ok (stamped) or error with the PAC's or SAT's reason; OK reloads. */
export function StampDialog({
  invoice,
  opened,
  onClose,
  onDone,
}: {
  invoice: Invoice;
  opened: boolean;
  onClose: () => void;
  onDone: () => void;
}) {
  const [state, setState] = useState<ActionState>({ kind: 'none' });
  const close = () => {
    setState({ kind: 'none' });
    onClose();
  };
  const stamp = async () => {
    setState({ kind: 'loading' });
    try {
      const answer = await invoiceApi.stamp(invoice.id);
      if (answer.stamped) {
        setState({ kind: 'ok' });
        onDone();
      } else {
        setState({ kind: 'error', message: answer.reason || STAMP_MESSAGES.failed });
      }
    } catch (error) {
      setState({ kind: 'error', message: isApiError(error) ? error.message : STAMP_MESSAGES.failed });
    }
  };
  return (
    <ActionDialog
      opened={opened}
      title="Timbrar"
      state={state}
      okMessage={STAMP_MESSAGES.ok}
      actionLabel="Timbrar"
      onAction={() => void stamp()}
      onClose={close}
    >
      <Text size="sm">
        Se enviará el comprobante {invoice.number} al PAC para timbrarlo ante el SAT. Una vez timbrado ya no
        se puede editar.
      </Text>
    </ActionDialog>
  );
}
