import { Button, Center, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';

/** A transaction that does not exist here (a wrong link, or another business's), with a way back. */
export function TransactionNotFound() {
  return (
    <Center mih="50vh" p="md">
      <Stack align="center" gap="sm" ta="center" maw={440}>
        <Title order={1} size="h3">
          Transacción no encontrada
        </Title>
        <Text c="dimmed">La transacción que buscas no existe o pertenece a otro negocio.</Text>
        <Button
          component={Link}
          to="/loyalty/transactions"
          leftSection={<IconArrowLeft size={16} />}
          mih={44}
        >
          Volver a transacciones
        </Button>
      </Stack>
    </Center>
  );
}
