import { Alert, Button, Stack, Text } from '@mantine/core';
import { PUBLIC_MESSAGES_PER_DAY } from '../../../domain/contract/messaging-enums';
import type { Order, ShopStatus } from '../../../domain/contract/shop';
import { formatRelativeTime, formatTime } from '../../../lib/format';
import { scheduledAlerts } from './scheduled-alerts';

interface InboxBannersProps {
  status: ShopStatus;
  orders: Order[];
  now: number;
  onOpenReception: () => void;
  opening: boolean;
}

/**
 * 02 §2 banners: 'Recepción desactivada', 'Saldo agotado' (orders still arrive, messages do not go
 * out), the daily cap of messages from the public pages reached, and each scheduled order due within 2 h (orange) or late (red 'Pedido retrasado').
 */
export function InboxBanners({ status, orders, now, onOpenReception, opening }: InboxBannersProps) {
  const scheduled = scheduledAlerts(orders, now);
  return (
    <Stack gap="xs">
      {status.reception === 'off' && (
        <Alert color="gray" title="Recepción desactivada" variant="filled">
          <Stack gap="xs" align="flex-start">
            <Text size="sm">Los clientes no pueden hacer pedidos en línea mientras esté desactivada.</Text>
            <Button size="xs" variant="white" color="dark" onClick={onOpenReception} loading={opening}>
              Activar recepción
            </Button>
          </Stack>
        </Alert>
      )}
      {!status.has_balance && (
        <Alert color="orange" title="Saldo agotado">
          Los pedidos siguen llegando, pero no se envían mensajes a los clientes hasta que recargues créditos.
        </Alert>
      )}
      {status.public_messages_capped && (
        <Alert color="orange" title="Límite diario de mensajes en línea">
          Se alcanzó el límite de {PUBLIC_MESSAGES_PER_DAY} mensajes en 24 horas por pedidos y registros en
          línea. Los pedidos siguen llegando, pero los clientes no reciben mensajes hasta que baje el conteo.
        </Alert>
      )}
      {scheduled.map(({ order, dueAt, level }) =>
        level === 'late' ? (
          <Alert key={order.id} color="red" variant="filled" title="Pedido retrasado">
            Pedido {order.number} de {order.contact.name}: programado para las{' '}
            {formatTime(dueAt, status.timezone)} y aún no está listo.
          </Alert>
        ) : (
          <Alert key={order.id} color="orange" title={`Pedido programado ${order.number}`}>
            {order.contact.name}: para las {formatTime(dueAt, status.timezone)} (
            {formatRelativeTime(dueAt, now)}).
          </Alert>
        ),
      )}
    </Stack>
  );
}
