import { ActionIcon } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { ConfirmDialog } from '../../../ui/confirm-dialog';

interface RemoveRowButtonProps {
  /** 'Quitar la variante 2'. */
  label: string;
  /** 'la variante', 'la opción': what the confirmation names. */
  noun: string;
  /** The row's name, or null when the row is empty (removed without asking). */
  rowName: string | null;
  hasData: boolean;
  onRemove: () => void;
}

/** The trash button of a variant or option row: a row with data is removed only after 'Sí, eliminar'. */
export function RemoveRowButton({ label, noun, rowName, hasData, onRemove }: RemoveRowButtonProps) {
  const [asking, setAsking] = useState(false);
  return (
    <>
      <ActionIcon
        size="lg"
        variant="subtle"
        color="red"
        aria-label={label}
        onClick={() => (hasData ? setAsking(true) : onRemove())}
      >
        <IconTrash size={18} />
      </ActionIcon>
      <ConfirmDialog
        opened={asking}
        title={`¿Eliminar ${noun}?`}
        confirmLabel="Sí, eliminar"
        danger
        loading={false}
        onConfirm={() => {
          setAsking(false);
          onRemove();
        }}
        onClose={() => setAsking(false)}
      >
        {rowName ? `Se quitará «${rowName}» de la lista.` : 'Se quitará esta fila de la lista.'} El cambio se
        guarda al presionar Guardar.
      </ConfirmDialog>
    </>
  );
}
