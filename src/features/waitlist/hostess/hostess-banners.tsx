import { Alert, Stack } from '@mantine/core';
import type { StatusData } from '../../../domain/contract/waitlist';

/** Reception-wide notices of the status (02 §2 banners): disabled list, exhausted balance. */
export function HostessBanners({ status }: { status: StatusData['status'] }) {
  if (status.enabled && status.has_balance) return null;
  return (
    <Stack gap="xs">
      {!status.enabled && (
        <Alert color="gray" title="Lista de espera desactivada">
          Los clientes no pueden registrarse en línea mientras esté desactivada.
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
