import { Text } from '@mantine/core';
import { invoiceApi } from '../invoice-api';
import { ActionDialog, type InvoiceActionDialogProps, useActionState } from './action-dialog';

export const STAMP_MESSAGES = {
  ok: 'El comprobante se timbró correctamente.',
  failed: 'No se pudo timbrar el comprobante.',
} as const;

/** Timbrar (02 §4): none, loading, ok (stamped) or error with the PAC's or SAT's reason; OK reloads. */
export function StampDialog({ invoice, opened, onClose, onDone }: InvoiceActionDialogProps) {
  const { state, run, reset } = useActionState(STAMP_MESSAGES.failed, onDone);
  const close = () => {
    reset();
    onClose();
  };
  const stamp = () =>
    run(async () => {
      const answer = await invoiceApi.stamp(invoice.id);
      return { done: answer.stamped, message: answer.reason };
    });
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
