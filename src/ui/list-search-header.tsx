import { Loader, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { PageHeader } from './page-header';

interface ListSearchHeaderProps {
  title: string;
  /** The search box's label and placeholder ('Buscar por número de pedido'). */
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** Shows a small loader in the box while the list refreshes. */
  fetching: boolean;
  /** A search by number opens the numeric keyboard; the kitchen's larger box is easier to tap. */
  numeric?: boolean;
  size?: 'sm' | 'lg';
}

/** A searchable list's title and search box (full width on phones). */
export function ListSearchHeader({
  title,
  label,
  value,
  onChange,
  fetching,
  numeric,
  size,
}: ListSearchHeaderProps) {
  return (
    <PageHeader title={title}>
      <TextInput
        aria-label={label}
        placeholder={label}
        leftSection={<IconSearch size={16} />}
        rightSection={fetching ? <Loader size="xs" /> : null}
        inputMode={numeric ? 'numeric' : undefined}
        size={size}
        value={value}
        onChange={(event) => onChange(event.currentTarget.value)}
        w={{ base: '100%', sm: 320 }}
      />
    </PageHeader>
  );
}
