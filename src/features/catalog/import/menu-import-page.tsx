import { Alert, Anchor, Button, Group, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconArrowLeft, IconUpload } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import type { MenuImportResult } from '../../../domain/contract/catalog-import';
import {
  emptyMenuRow,
  isBlankMenuRow,
  MENU_IMPORT_LIMITS,
  MENU_IMPORT_MESSAGES,
  type MenuColumn,
  type MenuRowErrors,
  pasteIntoGrid,
} from '../../../domain/rules/menu-paste';
import { ImportGridButtons } from '../../../ui/import-grid-buttons';
import { PageHeader } from '../../../ui/page-header';
import { catalogApi } from '../api/catalog-api';
import { useCatalogSave } from '../api/catalog-queries';
import { MenuGrid } from './menu-grid';
import { ImportResultPanel, importedMessage } from './menu-import-result';
import { afterImport, gridErrors, hasErrors, importBody, startGrid } from './menu-import-rows';

const importLabel = (filled: number) =>
  filled === 0 ? 'Importar' : filled === 1 ? 'Importar 1 producto' : `Importar ${filled} productos`;

/** "A menu in minutes" (issue 21): paste a spreadsheet's rows, fix what is marked, import them in one go. */
export default function MenuImportPage() {
  const [rows, setRows] = useState(startGrid);
  /** Once an import was tried, every row shows its errors as it is edited. */
  const [checked, setChecked] = useState(false);
  const [serverErrors, setServerErrors] = useState<MenuRowErrors[]>([]);
  const [result, setResult] = useState<MenuImportResult | null>(null);
  const save = useCatalogSave(catalogApi.importMenu);

  const local = checked ? gridErrors(rows) : [];
  const errors = rows.map((_, index) => ({ ...serverErrors[index], ...local[index] }));
  const filled = rows.filter((row) => !isBlankMenuRow(row)).length;

  const edited = (index: number) => setServerErrors((all) => all.map((row, at) => (at === index ? {} : row)));
  const setCell = (index: number, column: MenuColumn, value: string) => {
    setRows((all) => all.map((row, at) => (at === index ? { ...row, [column]: value } : row)));
    edited(index);
  };
  const pasteBlock = (index: number, column: MenuColumn, text: string) => {
    setRows((all) => pasteIntoGrid(all, { row: index, column }, text));
    setServerErrors([]);
  };
  const clear = () => {
    setRows(startGrid());
    setServerErrors([]);
    setChecked(false);
    setResult(null);
  };

  const submit = () => {
    setChecked(true);
    if (filled === 0) return notifications.show({ color: 'red', message: MENU_IMPORT_MESSAGES.nothing });
    if (filled > MENU_IMPORT_LIMITS.rowsMax)
      return notifications.show({ color: 'red', message: MENU_IMPORT_MESSAGES.rowsMax });
    if (hasErrors(gridErrors(rows)))
      return notifications.show({ color: 'red', message: MENU_IMPORT_MESSAGES.fixErrors });
    save.mutate(importBody(rows), {
      onSuccess: (answer) => {
        const next = afterImport(rows, answer);
        setRows(next.rows);
        setServerErrors(next.errors);
        setChecked(false);
        setResult(answer);
        notifications.show({
          color: answer.error_count > 0 ? 'orange' : 'green',
          message: importedMessage(answer),
        });
      },
      onError: (error) => notifications.show({ color: 'red', message: error.message }),
    });
  };

  return (
    <Stack gap="md">
      <Anchor component={Link} to="/settings/products" size="sm">
        <Group gap={4}>
          <IconArrowLeft size={16} />
          Productos
        </Group>
      </Anchor>
      <PageHeader title="Importar menú" />
      <Text size="sm">
        Copia las filas de tu hoja de cálculo con las columnas Nombre, Categoría, Precio, Descripción y
        Variantes, y pégalas en la primera celda. Las categorías que aún no existen se crean. Escribe las
        variantes con su nombre y su precio separadas por coma, por ejemplo: Chica 45, Grande 60.
      </Text>
      {result && <ImportResultPanel result={result} />}
      {hasErrors(errors) && (
        <Alert color="red" variant="light">
          Las filas marcadas tienen errores: corrígelos antes de importar.
        </Alert>
      )}
      <MenuGrid rows={rows} errors={errors} onCell={setCell} onBlock={pasteBlock} />
      <Group justify="space-between">
        <ImportGridButtons
          canClear={filled > 0}
          onAddRow={() => setRows((all) => [...all, emptyMenuRow()])}
          onClear={clear}
        />
        <Button leftSection={<IconUpload size={16} />} loading={save.isPending} onClick={submit}>
          {importLabel(filled)}
        </Button>
      </Group>
    </Stack>
  );
}
