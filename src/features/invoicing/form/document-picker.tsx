import { Select } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import Decimal from 'decimal.js';
import { useState } from 'react';
import type { TipoComprobante } from '../../../domain/invoicing/cfdi-rules';
import { invoiceApi } from '../invoice-api';
import { formatAmount } from '../invoice-format';
import { invoicingKey } from '../invoice-queries';
import type { DocumentValues } from './invoice-form-values';

interface DocumentPickerProps {
  label: string;
  /** The type of the documents offered. */
  type: TipoComprobante;
  error: string | null;
  onPick: (document: DocumentValues) => void;
}

/** Picks a stamped CFDI (the invoices a payment pays, or a related CFDI); the newest 20 of the type. */
export function DocumentPicker({ label, type, error, onPick }: DocumentPickerProps) {
  const [value, setValue] = useState<string | null>(null);
  const documents = useQuery({
    queryKey: invoicingKey('documents', type),
    queryFn: async ({ signal }) => (await invoiceApi.search(type, '', 1, signal)).data,
  });
  const offered = (documents.data ?? []).filter((document) => document.cfdi_uuid);
  return (
    <Select
      label={label}
      placeholder="Busca por folio o cliente"
      searchable
      value={value}
      data={offered.map((document) => ({
        value: String(document.id),
        label: `${document.number} · ${document.contact_cfdi_nombre || document.contact_name || ''} · ${formatAmount(document.total)}`,
      }))}
      nothingFoundMessage="No hay comprobantes timbrados"
      error={error}
      onChange={(picked) => {
        const document = offered.find((candidate) => String(candidate.id) === picked);
        setValue(null);
        if (!document) return;
        const total = String(document.total);
        const paid = String(document.total_payment ?? 0);
        onPick({
          id: document.id,
          number: document.number,
          cfdi_uuid: document.cfdi_uuid,
          total,
          total_payment: paid,
          // 02 §3: the amount paid defaults to what is still owed.
          imp_pagado: new Decimal(total).minus(paid).toFixed(2),
        });
      }}
    />
  );
}
