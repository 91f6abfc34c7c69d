import { Button, Group } from '@mantine/core';
import { useDrawerClose } from './drawer-close';

interface FormActionsProps {
  readOnly: boolean;
  saving: boolean;
  /** Whether the form has unsaved changes: closing its drawer then asks first. */
  dirty: boolean;
  onClose: () => void;
}

/** The footer of a settings form: 'Cancelar' and 'Guardar', or only 'Cerrar' for a reader. */
export function FormActions({ readOnly, saving, dirty, onClose }: FormActionsProps) {
  const close = useDrawerClose(dirty, onClose);
  return (
    <Group justify="flex-end" gap="sm">
      <Button variant="default" onClick={close}>
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
