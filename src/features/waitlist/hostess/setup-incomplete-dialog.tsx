import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { ROUTE_PATHS } from '../../../app/route-names';
import { QUEUE_CONFLICT_MESSAGES } from '../../../domain/contract/queue-actions';

/** waitlist-configuration on its first tab, where reception's setup is completed. */
const CONFIGURATION_PATH = ROUTE_PATHS['waitlist-configuration-registration'];

/**
 * 'Configuración incompleta' (02 §4, §8): reception cannot be turned on until the waitlist is set
 * up; the confirm leads to waitlist-configuration.
 */
export default function SetupIncompleteDialog({ onClose }: { onClose: () => void }) {
  return (
    <Modal opened onClose={onClose} title={QUEUE_CONFLICT_MESSAGES.setupIncomplete} centered>
      <Stack gap="md">
        <Text size="sm">
          Para activar la recepción, termina de configurar la lista de espera y los horarios del negocio.
        </Text>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose}>
            Ahora no
          </Button>
          <Button component={Link} to={CONFIGURATION_PATH} onClick={onClose}>
            Ir a la configuración
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
