import { Button, Group, Modal, Stack, Text } from '@mantine/core';

interface DiscardChangeDialogProps {
  /** The change to discard, as the host reads it; null when the dialog is closed. */
  description: string | null;
  busy: boolean;
  onConfirm: () => void;
  onClose: () => void;
}

/** '¿Descartar este cambio?' (lazy chunk: the Modal loads only when a refused change is discarded). */
export default function DiscardChangeDialog({
  description,
  busy,
  onConfirm,
  onClose,
}: DiscardChangeDialogProps) {
  return (
    <Modal opened={description !== null} onClose={onClose} title="¿Descartar este cambio?" centered>
      <Stack gap="md">
        <Text>«{description}» no se enviará al servidor. Esta acción no se puede deshacer.</Text>
        <Group justify="flex-end" gap="xs">
          <Button variant="default" onClick={onClose}>
            Cancelar
          </Button>
          <Button color="red" onClick={onConfirm} loading={busy}>
            Descartar
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
