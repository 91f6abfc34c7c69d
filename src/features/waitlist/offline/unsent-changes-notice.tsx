import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { requestReplay } from '../../../lib/outbox/outbox-state';
import { unsentChangesText } from '../../../lib/outbox/unsent-changes';

interface UnsentChangesNoticeProps {
  /** Unsent changes; the notice is closed at 0. */
  count: number;
  onClose: () => void;
}

/**
 * Shown instead of switching location while changes wait in the outbox: they were made in this
 * location and the server applies them to the session's current location, so they must be sent
 * (or their conflicts resolved) first.
 */
export function UnsentChangesNotice({ count, onClose }: UnsentChangesNoticeProps) {
  return (
    <Modal opened={count > 0} onClose={onClose} title="Cambios sin enviar" centered>
      <Stack gap="md">
        <Text>
          {unsentChangesText(count)}. Se hicieron en esta ubicación y deben llegar al servidor antes de
          cambiar de ubicación. Si alguno fue rechazado, reinténtalo o descártalo en el listado de hoy.
        </Text>
        <Group justify="flex-end" gap="xs">
          <Button variant="default" onClick={onClose}>
            Cerrar
          </Button>
          <Button
            onClick={() => {
              requestReplay();
              onClose();
            }}
          >
            Enviar ahora
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
