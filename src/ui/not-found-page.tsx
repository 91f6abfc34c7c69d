import { Button, Center, Stack, Text, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';

/** Unknown paths (spec 01 §2.1): 'Página no encontrada' with a button to the admin home. */
export function NotFoundPage() {
  return (
    <Center mih="70vh" p="md">
      <Stack align="center" gap="md" ta="center">
        <Text fz={64} fw={800} c="terracotta.7" lh={1} aria-hidden>
          404
        </Text>
        <Title order={1} size="h2">
          Página no encontrada
        </Title>
        <Text c="dimmed">La dirección que abriste no existe o cambió.</Text>
        <Button component={Link} to="/">
          Ir al inicio
        </Button>
      </Stack>
    </Center>
  );
}
