import { Button, Stack, Text, Title } from '@mantine/core';

/** Welcome step: one button to start registering the business. */
export function WelcomeStep({ onStart }: { onStart: () => void }) {
  return (
    <Stack gap="md" align="stretch">
      <Title order={1} size="h3" ta="center">
        Bienvenido a Mostrador
      </Title>
      <Text ta="center" c="dimmed">
        Registra tu negocio en unos minutos: sus datos, tu enlace para clientes y cómo los atiendes.
      </Text>
      <Button size="md" fullWidth onClick={onStart}>
        Registrar negocio
      </Button>
    </Stack>
  );
}
