import { Button, Group, Select } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconPencil, IconUserPlus } from '@tabler/icons-react';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { type InvoiceContactOption, invoiceApi } from '../invoice-api';
import { invoicingKey } from '../invoice-queries';
import { ContactDialog } from './contact-dialog';

const contactLabel = (contact: InvoiceContactOption) =>
  [contact.cfdi.nombre || contact.name, contact.cfdi.rfc].filter(Boolean).join(' · ');

/**
 * The receiver: customers searched by name, RFC or CFDI name (POST /v1/invoicing/contact/search),
 * with a new customer or the chosen one's fiscal data saved in a dialog, then chosen.
 */
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
  const [dialog, setDialog] = useState<'new' | 'edit' | null>(null);
  const [text] = useDebouncedValue(search, 300);
  const queryClient = useQueryClient();
  // Once a customer is chosen the box shows its label: that is not a new search.
  const query = value && text === contactLabel(value) ? '' : text;
  const contacts = useQuery({
    queryKey: invoicingKey('contacts', query.trim()),
    placeholderData: keepPreviousData,
    queryFn: ({ signal }) => invoiceApi.contacts(query, signal),
  });
  const found = contacts.data ?? [];
  // The chosen customer as the form holds it (fresher than a search answered before an edit).
  const all = value ? [value, ...found.filter((contact) => contact.id !== value.id)] : found;
  return (
    <Group align="flex-end" gap="sm">
      <Select
        style={{ flex: '1 1 16rem' }}
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
      <Group gap="sm">
        <Button variant="default" leftSection={<IconUserPlus size={16} />} onClick={() => setDialog('new')}>
          Nuevo cliente
        </Button>
        <Button
          variant="default"
          leftSection={<IconPencil size={16} />}
          disabled={!value}
          onClick={() => setDialog('edit')}
        >
          Datos fiscales
        </Button>
      </Group>
      {dialog && (
        <ContactDialog
          contact={dialog === 'edit' ? value : null}
          onClose={() => setDialog(null)}
          onSaved={(saved) => {
            setDialog(null);
            void queryClient.invalidateQueries({ queryKey: invoicingKey('contacts') });
            setSearch(contactLabel(saved));
            onChange(saved);
          }}
        />
      )}
    </Group>
  );
}
