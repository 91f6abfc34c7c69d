import { Select } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { type InvoiceContactOption, invoiceApi } from '../invoice-api';
import { invoicingKey } from '../invoice-queries';

const contactLabel = (contact: InvoiceContactOption) =>
  [contact.cfdi.nombre || contact.name, contact.cfdi.rfc].filter(Boolean).join(' · ');

/** The receiver: customers searched by name, RFC or CFDI name (POST /v1/invoicing/contact/search). */
export function ContactPicker({
  value,
  error,
  onChange,
}: {
  value: InvoiceContactOption | null;
  error: string | null;
  onChange: (contact: InvoiceContactOption | null) => void;
}) {
  const [search, setSearch] = useState('');
  const [text] = useDebouncedValue(search, 300);
  // Once a customer is chosen the box shows its label: that is not a new search.
  const query = value && text === contactLabel(value) ? '' : text;
  const contacts = useQuery({
    queryKey: invoicingKey('contacts', query.trim()),
    placeholderData: keepPreviousData,
    queryFn: ({ signal }) => invoiceApi.contacts(query, signal),
  });
  const found = contacts.data ?? [];
  const all = value && !found.some((contact) => contact.id === value.id) ? [value, ...found] : found;
  return (
    <Select
      label="Cliente"
      placeholder="Busca por nombre o RFC"
      searchable
      searchValue={search}
      onSearchChange={setSearch}
      filter={({ options }) => options}
      data={all.map((contact) => ({ value: String(contact.id), label: contactLabel(contact) }))}
      value={value ? String(value.id) : null}
      onChange={(picked) => onChange(all.find((contact) => String(contact.id) === picked) ?? null)}
      nothingFoundMessage="No hay clientes que coincidan"
      error={error}
      clearable
    />
  );
}
