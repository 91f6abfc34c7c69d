import { Alert } from '@mantine/core';
import { IconLockOpen } from '@tabler/icons-react';

/**
 * Said on every screen opened without a secure context (plain HTTP on a LAN address): the
 * browser then runs no service worker, so nothing is kept to send later when the network drops
 * (docs/operations.md 'Tablets need HTTPS').
 */
export function InsecureContextNotice() {
  if (globalThis.isSecureContext) return null;
  return (
    <Alert color="yellow" icon={<IconLockOpen size={18} aria-hidden />} title="Conexión sin HTTPS" mb="md">
      Esta pantalla se abrió sin conexión segura. Funciona mientras haya red, pero si la red se cae lo que
      registres no se guardará para enviarse después. Pide a quien administra el negocio abrir la app con
      https://.
    </Alert>
  );
}
