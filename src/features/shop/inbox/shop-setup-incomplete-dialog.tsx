import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { ROUTE_PATHS } from '../../../app/route-names';
import { ORDER_ERRORS } from '../../../domain/contract/shop';

/**
 * 'Configuración incompleta' (02 §8): reception cannot open until the shop is set up; the confirm
 * leads to menu-settings-general.
 */
export default function ShopSetupIncompleteDialog({ onClose }: { onClose: () => void }) {
  return (
    <Modal opened onClose={onClose} title={ORDER_ERRORS.setupIncomplete} centered>
      <Stack gap="md">
        <Text size="sm">
          Para recibir pedidos, elige cómo llegan los pedidos y ten al menos un producto activo en tu menú.
        </Text>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose}>
            Ahora no
          </Button>
          <Button component={Link} to={ROUTE_PATHS['menu-settings-general']} onClick={onClose}>
            Ir a la configuración
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
