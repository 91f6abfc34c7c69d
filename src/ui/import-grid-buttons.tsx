import { Button, Group } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { ConfirmDialog } from './confirm-dialog';

/** An import grid's 'Agregar fila' and 'Borrar contenido' (which asks first). */
export function ImportGridButtons({
  canClear,
  onAddRow,
  onClear,
}: {
  canClear: boolean;
  onAddRow: () => void;
  onClear: () => void;
}) {
  const [confirmClear, setConfirmClear] = useState(false);
  return (
    <Group gap="sm">
      <Button variant="light" leftSection={<IconPlus size={16} />} onClick={onAddRow}>
        Agregar fila
      </Button>
      <Button
        variant="subtle"
        color="red"
        leftSection={<IconTrash size={16} />}
        disabled={!canClear}
        onClick={() => setConfirmClear(true)}
      >
        Borrar contenido
      </Button>
      <ConfirmDialog
        opened={confirmClear}
        title="Borrar contenido"
        confirmLabel="Sí, borrar"
        danger
        loading={false}
        onConfirm={() => {
          setConfirmClear(false);
          onClear();
        }}
        onClose={() => setConfirmClear(false)}
      >
        Se borrarán todas las filas de la tabla. Lo que ya importaste no cambia.
      </ConfirmDialog>
    </Group>
  );
}
