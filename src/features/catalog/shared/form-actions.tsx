import { Button, Group } from '@mantine/core';

interface FormActionsProps {
  readOnly: boolean;
  saving: boolean;
  onClose: () => void;
}

/** The footer of a catalog form: 'Cancelar' and 'Guardar', or only 'Cerrar' for a reader. */
export function FormActions({ readOnly, saving, onClose }: FormActionsProps) {
  return (
    <Group justify="flex-end" gap="sm">
      <Button variant="default" onClick={onClose}>
        {readOnly ? 'Cerrar' : 'Cancelar'}
      </Button>
      {!readOnly && (
        <Button type="submit" loading={saving}>
          Guardar
        </Button>
      )}
    </Group>
  );
}
