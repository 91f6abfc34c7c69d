import { Select, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { cancellationErrors } from '../../../domain/invoicing/cfdi-cancellation';
import { type Invoice, invoiceApi } from '../invoice-api';
import { invoicingKey } from '../invoice-queries';
import { SAT_OPTIONS } from '../sat-options';
import { ActionDialog, type InvoiceActionDialogProps, useActionState } from './action-dialog';

export const CANCEL_DIALOG_MESSAGES = {
  ok: 'Se solicitó la cancelación del comprobante.',
  failed: 'No se pudo cancelar el comprobante.',
} as const;

/** The newest stamped documents of the same type that may replace this one (reason 01). */
function useReplacements(invoice: Invoice, enabled: boolean) {
  return useQuery({
    queryKey: invoicingKey('replacements', invoice.cfdi.tipo_comprobante),
    enabled,
    queryFn: async ({ signal }) =>
      (await invoiceApi.search(invoice.cfdi.tipo_comprobante, '', 1, signal)).data
        .filter((candidate) => candidate.cfdi_uuid && candidate.id !== invoice.id)
        .map((candidate) => ({
          value: candidate.cfdi_uuid as string,
          label: `${candidate.number} · ${candidate.contact_cfdi_nombre || candidate.contact_name || ''}`,
        })),
  });
}

/**
 * Cancelar (02 §4, §5): the reason is required; reason 01 needs the replacing document
 * ('Debe seleccionar una factura'). OK shows the request went through and reloads the invoice;
 * an error shows the returned status, else a generic message.
 */
export function CancelDialog({ invoice, opened, onClose, onDone }: InvoiceActionDialogProps) {
  const { state, run, reset } = useActionState(CANCEL_DIALOG_MESSAGES.failed, onDone);
  const [motivo, setMotivo] = useState<string | null>(null);
  const [replacement, setReplacement] = useState<string | null>(null);
  const [errors, setErrors] = useState<ReturnType<typeof cancellationErrors>>({});
  const replacements = useReplacements(invoice, opened && motivo === '01');
  const close = () => {
    reset();
    setMotivo(null);
    setReplacement(null);
    setErrors({});
    onClose();
  };
  const cancel = async () => {
    const request = { motivo: motivo ?? '', folio_sustitucion: motivo === '01' ? replacement : null };
    const found = cancellationErrors(request);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    await run(async () => {
      const answer = await invoiceApi.cancel(invoice.id, request);
      return { done: answer.canceled, message: answer.status };
    });
  };
  return (
    <ActionDialog
      opened={opened}
      title="Cancelar comprobante"
      state={state}
      okMessage={CANCEL_DIALOG_MESSAGES.ok}
      actionLabel="Cancelar comprobante"
      danger
      onAction={() => void cancel()}
      onClose={close}
    >
      <Stack gap="sm">
        <Text size="sm">La cancelación se solicita al SAT y no se puede deshacer.</Text>
        <Select
          label="Motivo de cancelación"
          placeholder="Selecciona un motivo"
          data={SAT_OPTIONS.motivosCancelacion}
          value={motivo}
          onChange={(value) => {
            setMotivo(value);
            setErrors({});
          }}
          error={errors.motivo}
          comboboxProps={{ withinPortal: false }}
        />
        {motivo === '01' && (
          <Select
            label="Comprobante que lo sustituye"
            placeholder="Busca por folio o cliente"
            searchable
            data={replacements.data ?? []}
            value={replacement}
            onChange={(value) => {
              setReplacement(value);
              setErrors({});
            }}
            nothingFoundMessage="No hay comprobantes timbrados que coincidan"
            error={errors.folio_sustitucion}
            comboboxProps={{ withinPortal: false }}
          />
        )}
      </Stack>
    </ActionDialog>
  );
}
