import { Text } from '@mantine/core';
import { IconBellRinging } from '@tabler/icons-react';
import classes from './inbox.module.css';

/**
 * The fullscreen 'Pedidos recibidos' alert (02 §4): covers the screen after 60 s without a click
 * while received orders wait; a click anywhere dismisses it.
 */
export function ReceivedOrdersOverlay({ count, onDismiss }: { count: number; onDismiss: () => void }) {
  return (
    <button
      type="button"
      className={classes.overlay}
      onClick={onDismiss}
      aria-label="Pedidos recibidos"
      data-testid="received-orders-overlay"
    >
      <IconBellRinging size={96} aria-hidden />
      <span className={classes.overlayTitle}>Pedidos recibidos</span>
      <Text size="xl" fw={700} c="white">
        {count === 1 ? '1 pedido espera confirmación' : `${count} pedidos esperan confirmación`}
      </Text>
      <Text size="lg" c="white">
        Toca la pantalla para verlos
      </Text>
    </button>
  );
}
