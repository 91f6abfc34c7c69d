import {
  Button,
  Combobox,
  Group,
  Input,
  NativeSelect,
  Paper,
  Stack,
  Text,
  TextInput,
  useCombobox,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch, IconUserPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { DEFAULT_PHONE_PREFIX, PHONE_PREFIXES } from '../../../domain/rules/phone';
import { formatPhone } from '../../../lib/format';
import type { ContactOption } from '../api/contacts';
import { useContactSearch } from '../api/lookups';
import { useLocationId } from '../queries';

/** The dropdown's last option: register the typed text as a new customer. */
const NEW_CUSTOMER_OPTION = 'new-customer';

/** Autocomplete search debounce (01 §9). */
export const CONTACT_SEARCH_DEBOUNCE_MS = 300;

export interface NewCustomer {
  name: string;
  prefix: string;
  phone: string;
}

export type CustomerValue =
  | { kind: 'contact'; contact: ContactOption }
  | { kind: 'new'; customer: NewCustomer }
  | null;

interface CustomerFieldProps {
  value: CustomerValue;
  onChange: (value: CustomerValue) => void;
  /** 'Selecciona un cliente' or the server's message about the customer. */
  error?: string;
  nameError?: string;
  phoneError?: string;
}

/** Typed text as a new customer: digits become the phone, anything else the name. */
function newCustomerFrom(text: string, prefix: string): NewCustomer {
  const trimmed = text.trim();
  return /^[\d\s\-+()]+$/.test(trimmed)
    ? { name: '', prefix, phone: trimmed }
    : { name: trimmed, prefix, phone: '' };
}

function SearchStatus({ text, fetching, empty }: { text: string; fetching: boolean; empty: boolean }) {
  if (text.length === 0) return <Combobox.Empty>Escribe para buscar</Combobox.Empty>;
  if (fetching) return <Combobox.Empty>Buscando...</Combobox.Empty>;
  return empty ? <Combobox.Empty>Sin resultados</Combobox.Empty> : null;
}

/** The customer search: name or phone, active customers, 20 results, debounced 300 ms (01 §7.4, §8, §9). */
function CustomerSearch({
  onPick,
  onNew,
  error,
}: {
  onPick: (c: ContactOption) => void;
  onNew: (text: string) => void;
  error?: string;
}) {
  const combobox = useCombobox();
  const [text, setText] = useState('');
  const [debounced] = useDebouncedValue(text.trim(), CONTACT_SEARCH_DEBOUNCE_MS);
  const search = useContactSearch(useLocationId(), debounced);
  const settled = debounced === text.trim();
  const results = settled ? (search.data ?? []) : [];
  const fetching = !settled || search.isFetching;

  return (
    <Stack gap={6}>
      <Combobox
        store={combobox}
        onOptionSubmit={(id) => {
          if (id === NEW_CUSTOMER_OPTION) onNew(text);
          const contact = results.find((option) => String(option.id) === id);
          if (contact) onPick(contact);
          combobox.closeDropdown();
        }}
      >
        <Combobox.Target>
          <TextInput
            label="Cliente"
            placeholder="Busca por nombre o teléfono"
            leftSection={<IconSearch size={16} aria-hidden />}
            value={text}
            error={error}
            onChange={(event) => {
              setText(event.currentTarget.value);
              combobox.openDropdown();
            }}
            onFocus={() => combobox.openDropdown()}
            onBlur={() => combobox.closeDropdown()}
          />
        </Combobox.Target>
        <Combobox.Dropdown>
          <Combobox.Options>
            <SearchStatus text={text.trim()} fetching={fetching} empty={results.length === 0} />
            {!fetching &&
              results.map((contact) => (
                <Combobox.Option key={contact.id} value={String(contact.id)}>
                  <Text size="sm">{contact.name}</Text>
                  {contact.phone && (
                    <Text size="xs" c="dimmed">
                      {formatPhone(contact.phone)}
                    </Text>
                  )}
                </Combobox.Option>
              ))}
            {!fetching && text.trim() !== '' && (
              // The open list covers the button below it: the new customer is offered here too.
              <Combobox.Option value={NEW_CUSTOMER_OPTION}>
                <Group gap={6} wrap="nowrap">
                  <IconUserPlus size={16} aria-hidden />
                  <Text size="sm">Nuevo cliente: {text.trim()}</Text>
                </Group>
              </Combobox.Option>
            )}
          </Combobox.Options>
        </Combobox.Dropdown>
      </Combobox>
      <Group>
        <Button
          variant="subtle"
          size="compact-sm"
          leftSection={<IconUserPlus size={16} aria-hidden />}
          onClick={() => onNew(text)}
        >
          Nuevo cliente
        </Button>
      </Group>
    </Stack>
  );
}

/**
 * The register dialog's customer (01 §5.5 'Selecciona un cliente'): an existing customer from the
 * autocomplete, or a new one typed inline (name and phone, +52 by default).
 */
export function CustomerField({ value, onChange, error, nameError, phoneError }: CustomerFieldProps) {
  if (value?.kind === 'contact') {
    return (
      <Input.Wrapper label="Cliente" error={error}>
        <Paper withBorder radius="md" p="sm">
          <Group justify="space-between" gap="xs">
            <div>
              <Text fw={600}>{value.contact.name}</Text>
              {value.contact.phone && (
                <Text size="sm" c="dimmed">
                  {formatPhone(value.contact.phone)}
                </Text>
              )}
            </div>
            <Button variant="subtle" size="compact-sm" onClick={() => onChange(null)}>
              Cambiar
            </Button>
          </Group>
        </Paper>
      </Input.Wrapper>
    );
  }

  if (value?.kind === 'new') {
    const { customer } = value;
    const update = (patch: Partial<NewCustomer>) =>
      onChange({ kind: 'new', customer: { ...customer, ...patch } });
    return (
      <Stack gap="xs">
        <Group justify="space-between" gap="xs">
          <Text fw={600} size="sm">
            Nuevo cliente
          </Text>
          <Button variant="subtle" size="compact-sm" onClick={() => onChange(null)}>
            Buscar cliente
          </Button>
        </Group>
        <TextInput
          label="Nombre"
          maxLength={100}
          value={customer.name}
          error={nameError ?? (customer.name.trim() ? undefined : error)}
          onChange={(event) => update({ name: event.currentTarget.value })}
        />
        <Group gap="xs" align="flex-start" wrap="nowrap">
          <NativeSelect
            label="Lada"
            data={[...PHONE_PREFIXES]}
            value={customer.prefix}
            onChange={(event) => update({ prefix: event.currentTarget.value })}
            w={90}
          />
          <TextInput
            label="Celular"
            inputMode="tel"
            maxLength={20}
            style={{ flex: 1 }}
            value={customer.phone}
            error={phoneError ?? (customer.name.trim() && !customer.phone.trim() ? error : undefined)}
            onChange={(event) => update({ phone: event.currentTarget.value })}
          />
        </Group>
      </Stack>
    );
  }

  return (
    <CustomerSearch
      error={error}
      onPick={(contact) => onChange({ kind: 'contact', contact })}
      onNew={(text) => onChange({ kind: 'new', customer: newCustomerFrom(text, DEFAULT_PHONE_PREFIX) })}
    />
  );
}
