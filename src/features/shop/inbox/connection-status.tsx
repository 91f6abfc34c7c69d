import { Alert, Group, Loader, Text } from '@mantine/core';
import { IconWifiOff } from '@tabler/icons-react';
import { formatElapsed } from '../../../lib/format';
import { useNow } from '../../../lib/use-now';

/** 'Actualizado hace N s' (always visible) and its loader while a refresh runs. */
export function UpdatedAgo({ updatedAt, fetching }: { updatedAt: number; fetching: boolean }) {
  const now = useNow(1000);
  return (
    <Group gap={6} wrap="nowrap" aria-live="off">
      <Text size="sm" c="dimmed" data-testid="updated-ago">
        {updatedAt === 0 ? 'Sin actualizar todavía' : `Actualizado ${formatElapsed(updatedAt, now)}`}
      </Text>
      {fetching && <Loader size={12} aria-label="Actualizando" />}
    </Group>
  );
}

/** The connection alarm (DESIGN §6): shown (and sounding) after 90 s without news from the server. */
export function ConnectionLostAlert({ updatedAt }: { updatedAt: number }) {
  const now = useNow(1000);
  return (
    <Alert
      role="alert"
      color="red"
      variant="filled"
      icon={<IconWifiOff aria-hidden />}
      title="Sin conexión con el servidor"
    >
      {updatedAt === 0
        ? 'La pantalla no ha podido cargar los pedidos. Revisa la conexión a internet.'
        : `La última actualización fue ${formatElapsed(updatedAt, now)}. Los pedidos nuevos podrían no aparecer: revisa la conexión a internet. La pantalla se pondrá al día sola al volver la conexión.`}
    </Alert>
  );
}
