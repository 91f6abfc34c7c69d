import { Button, Center, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';

/** An order that does not exist here (a wrong link, or another location's order), with a way back. */
export function OrderNotFound() {
  return (
    <Center mih="50vh" p="md">
      <Stack align="center" gap="sm" ta="center" maw={440}>
        <Title order={1} size="h3">
          Pedido no encontrado
        </Title>
        <Text c="dimmed">El pedido que buscas no existe o pertenece a otro negocio.</Text>
        <Button component={Link} to="/orders" leftSection={<IconArrowLeft size={16} />} mih={44}>
          Volver al historial
        </Button>
      </Stack>
    </Center>
  );
}
