import { ActionIcon } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { ConfirmDialog } from '../../ui/confirm-dialog';

interface DeleteButtonProps {
  /** What is deleted, for the icon's name and the question ('el enlace «Menú»'). */
  what: string;
  onConfirm: () => void;
}

/** Deleting a link, social link or block asks first (02 §5: 'Sí, eliminar'). */
export function DeleteButton({ what, onConfirm }: DeleteButtonProps) {
  const [asking, setAsking] = useState(false);
  return (
    <>
      <ActionIcon
        variant="subtle"
        color="red"
        size="lg"
        aria-label={`Eliminar ${what}`}
        onClick={() => setAsking(true)}
      >
        <IconTrash size={18} />
      </ActionIcon>
      <ConfirmDialog
        opened={asking}
        title="¿Eliminar?"
        confirmLabel="Sí, eliminar"
        danger
        loading={false}
        onClose={() => setAsking(false)}
        onConfirm={() => {
          setAsking(false);
          onConfirm();
        }}
      >
        Se eliminará {what} al guardar los cambios.
      </ConfirmDialog>
    </>
  );
}
