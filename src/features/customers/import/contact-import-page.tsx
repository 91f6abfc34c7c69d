import { Anchor, Button, Group, MultiSelect, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconArrowLeft, IconUpload } from '@tabler/icons-react';
import { Link, useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { CONTACT_MESSAGES } from '../../../domain/rules/contact-fields';
import {
  type ContactGridRow,
  contactImportMessage,
  contactImportRequest,
  emptyContactRow,
  isBlankContactRow,
  pasteContactBlock,
  startContactGrid,
} from '../../../domain/rules/contact-grid';
import type { ContactImportColumn } from '../../../domain/rules/contact-import';
import { ImportGrid, type ImportGridColumn } from '../../../ui/import-grid';
import { ImportGridButtons } from '../../../ui/import-grid-buttons';
import { PageHeader } from '../../../ui/page-header';
import { customersApi } from '../api/customers-api';
import { useAllTags, useCustomersSave } from '../api/customers-queries';
import { useCustomersAccess } from '../customers-access';
import { ContactImportResult, type ShownImportError } from './contact-import-result';

const COLUMNS: ImportGridColumn<ContactImportColumn>[] = [
  { key: 'name', label: 'Nombre', placeholder: 'Ana Ruiz', width: 220 },
  { key: 'phone', label: 'WhatsApp', placeholder: '55 1234 5678', width: 170, inputMode: 'tel' },
  { key: 'email', label: 'Correo electrónico', placeholder: 'ana@correo.mx', width: 240, inputMode: 'email' },
];

type CellErrors = Partial<Record<ContactImportColumn, string>>;

/** Importar clientes (contact-contact-import, 01 §2.8): paste a spreadsheet's rows, pick groups, import. */
export function ContactImportPage() {
  const { locationId } = useCustomersAccess();
  const navigate = useNavigate();
  const [rows, setRows] = useState<ContactGridRow[]>(() => startContactGrid());
  const [tags, setTags] = useState<string[]>([]);
  const [cellErrors, setCellErrors] = useState<CellErrors[]>([]);
  const [result, setResult] = useState<{ okCount: number; errors: ShownImportError[] } | null>(null);
  const allTags = useAllTags(locationId);
  const save = useCustomersSave(customersApi.importContacts);
  const filled = rows.filter((row) => !isBlankContactRow(row)).length;

  const setCell = (index: number, column: ContactImportColumn, value: string) => {
    setRows((all) => all.map((row, at) => (at === index ? { ...row, [column]: value } : row)));
    setCellErrors((all) => all.map((row, at) => (at === index ? {} : row)));
  };
  const pasteBlock = (index: number, column: ContactImportColumn, text: string) => {
    setRows((all) => pasteContactBlock(all, { row: index, column }, text));
    setCellErrors([]);
  };
  const clear = () => {
    setRows(startContactGrid());
    setCellErrors([]);
    setResult(null);
  };

  const submit = () => {
    if (filled === 0) return notifications.show({ color: 'red', message: CONTACT_MESSAGES.importNothing });
    const { body, gridRows } = contactImportRequest(rows, tags.map(Number));
    save.mutate(body, {
      onSuccess: (answer) => {
        notifications.show({
          color: answer.error_count > 0 ? 'yellow' : 'green',
          message: contactImportMessage(answer),
        });
        if (answer.import_errors.length === 0) return void navigate({ to: '/customers/items' });
        const shown = answer.import_errors.map(({ row, errors }) => ({
          row: gridRows[row - 1] ?? row,
          fields: errors,
        }));
        const next: CellErrors[] = rows.map(() => ({}));
        for (const { row, fields } of shown) {
          for (const [field, messages] of Object.entries(fields)) {
            (next[row - 1] as Record<string, string | undefined>)[field] = messages[0];
          }
        }
        setCellErrors(next);
        setResult({
          okCount: answer.ok_count,
          errors: shown.map(({ row, fields }) => ({ row, messages: Object.values(fields).flat() })),
        });
      },
      onError: (error) => notifications.show({ color: 'red', message: error.message }),
    });
  };

  return (
    <Stack gap="md">
      <Anchor component={Link} to="/customers/items" size="sm">
        <Group gap={4}>
          <IconArrowLeft size={16} />
          Clientes
        </Group>
      </Anchor>
      <PageHeader title="Importar clientes" />
      <Text size="sm">
        Copia las filas de tu hoja de cálculo con las columnas Nombre, WhatsApp y Correo electrónico, y
        pégalas en la primera celda. Un número que ya tiene un cliente actualiza a ese cliente. Los clientes
        se comparten entre todas las ubicaciones de tu negocio.
      </Text>
      {result && <ContactImportResult okCount={result.okCount} errors={result.errors} />}
      <ImportGrid columns={COLUMNS} rows={rows} errors={cellErrors} onCell={setCell} onBlock={pasteBlock} />
      <ImportGridButtons
        canClear={filled > 0}
        onAddRow={() => setRows((all) => [...all, emptyContactRow()])}
        onClear={clear}
      />
      <MultiSelect
        label="Grupos"
        description="Los clientes importados se agregan a estos grupos."
        placeholder={tags.length === 0 ? 'Sin grupos' : undefined}
        data={(allTags.data ?? []).map((tag) => ({ value: String(tag.id), label: tag.name }))}
        value={tags}
        onChange={setTags}
        searchable
        nothingFoundMessage="Sin resultados"
        maw={480}
      />
      <Group justify="flex-end">
        <Button leftSection={<IconUpload size={16} />} loading={save.isPending} onClick={submit}>
          Importar clientes
        </Button>
      </Group>
    </Stack>
  );
}
