import { Alert, Button, Stack, Text } from '@mantine/core';
import type { StatusData } from '../../../domain/contract/waitlist';
import { PUBLIC_MESSAGES_PER_DAY } from '../../../domain/contract/waitlist-values';

interface HostessBannersProps {
  status: StatusData['status'];
  onEnableReception: () => void;
  enabling: boolean;
}

/**
 * Reception-wide notices of the status (02 §8 banners): reception off, exhausted balance, the
 * daily cap of messages from the public pages reached.
 */
export function HostessBanners({ status, onEnableReception, enabling }: HostessBannersProps) {
  if (status.enabled && status.has_balance && !status.public_messages_capped) return null;
  return (
    <Stack gap="xs">
      {!status.enabled && (
        <Alert color="gray" title="Recepción desactivada">
          <Stack gap="xs" align="flex-start">
            <Text size="sm">Los clientes no pueden registrarse en línea mientras esté desactivada.</Text>
            <Button size="xs" variant="light" onClick={onEnableReception} loading={enabling}>
              Activar recepción
            </Button>
          </Stack>
        </Alert>
      )}
      {!status.has_balance && (
        <Alert color="orange" title="Saldo agotado">
          Los mensajes a los clientes no se envían hasta que recargues créditos.
        </Alert>
      )}
      {status.public_messages_capped && (
        <Alert color="orange" title="Límite diario de mensajes en línea">
          Se alcanzó el límite de {PUBLIC_MESSAGES_PER_DAY} mensajes en 24 horas por registros y pedidos en
          línea. Los clientes se siguen registrando, pero no reciben SMS hasta que baje el conteo.
        </Alert>
      )}
    </Stack>
  );
}
