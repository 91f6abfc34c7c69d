import { Select } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
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
  /** The invoice's customer: only its CFDI are offered; none before one is chosen. */
  contactId: number | null;
  error: string | null;
  onPick: (document: DocumentValues) => void;
}

/**
 * Picks a stamped CFDI of the chosen customer (the invoices a payment pays, or a related CFDI):
 * the newest 20 of the type, searched by number on the server.
 */
export function DocumentPicker({ label, type, contactId, error, onPick }: DocumentPickerProps) {
  const [search, setSearch] = useState('');
  const [text] = useDebouncedValue(search, 300);
  const documents = useQuery({
    queryKey: invoicingKey('documents', type, contactId, text.trim()),
    enabled: contactId !== null,
    placeholderData: keepPreviousData,
    queryFn: ({ signal }) => invoiceApi.documents(type, contactId ?? 0, text, signal),
  });
  const offered = contactId === null ? [] : (documents.data ?? []);
  return (
    <Select
      label={label}
      placeholder={contactId === null ? 'Elige primero el cliente' : 'Busca por folio'}
      disabled={contactId === null}
      searchable
      searchValue={search}
      onSearchChange={setSearch}
      filter={({ options }) => options}
      value={null}
      data={offered.map((document) => ({
        value: String(document.id),
        label: `${document.number} · ${formatAmount(document.total)}`,
      }))}
      nothingFoundMessage="El cliente no tiene comprobantes timbrados"
      error={error}
      onChange={(picked) => {
        const document = offered.find((candidate) => String(candidate.id) === picked);
        setSearch('');
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
