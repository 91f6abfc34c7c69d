import { Alert, Button, Stack, Text } from '@mantine/core';
import type { StatusData } from '../../../domain/contract/waitlist';

interface HostessBannersProps {
  status: StatusData['status'];
  onEnableReception: () => void;
  enabling: boolean;
}

/** Reception-wide notices of the status (02 §8 banners): reception off, exhausted balance. */
export function HostessBanners({ status, onEnableReception, enabling }: HostessBannersProps) {
  if (status.enabled && status.has_balance) return null;
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
    </Stack>
  );
}
