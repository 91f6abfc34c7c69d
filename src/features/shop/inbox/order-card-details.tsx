import { Anchor, Group, Loader, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useEffect } from 'react';
import { ROUTE_PATHS } from '../../../app/route-names';
import type { OrderDetails } from '../../../domain/contract/shop';
import { formatMoney, formatTime } from '../../../lib/format';
import { inboxOrderDetailsQueryOptions } from '../api/inbox-order-details';

const TIMELINE: { key: keyof OrderDetails; label: string }[] = [
  { key: 'placed_at', label: 'Recibido' },
  { key: 'confirmed_at', label: 'Confirmado' },
  { key: 'preparing_at', label: 'En preparación' },
  { key: 'ready_at', label: 'Listo' },
  { key: 'shipped_at', label: 'Enviado' },
];

function mapUrl(latitude: number, longitude: number): string {
  return `https://www.google.com/maps/search/?api=1&query=${latitude},${longitude}`;
}

interface OrderCardDetailsProps {
  orderId: number;
  timeZone: string;
  /** The detail did not load: the card collapses (02 §2). */
  onFailed: (error: Error) => void;
}

/** The expanded part of a card (GET details): when each step happened, payments, the map. */
export function OrderCardDetails({ orderId, timeZone, onFailed }: OrderCardDetailsProps) {
  const details = useQuery(inboxOrderDetailsQueryOptions(orderId));
  const { error } = details;
  useEffect(() => {
    if (error) onFailed(error);
  }, [error, onFailed]);

  const order = details.data;
  if (!order) {
    return (
      <Group justify="center" py="sm">
        <Loader size="sm" aria-label="Cargando el detalle" />
      </Group>
    );
  }
  const { latitude, longitude } = order.address ?? { latitude: null, longitude: null };
  return (
    <Stack gap="xs" aria-label="Detalle del pedido">
      <Group gap="md">
        {TIMELINE.map(({ key, label }) => {
          const at = order[key];
          return typeof at === 'string' ? (
            <Text key={key} size="sm">
              {label}: <strong>{formatTime(at, timeZone)}</strong>
            </Text>
          ) : null;
        })}
      </Group>
      {order.payments.length === 0 ? (
        <Text size="sm" c="dimmed">
          Sin pagos registrados.
        </Text>
      ) : (
        order.payments.map((payment) => (
          <Text key={payment.id} size="sm">
            Pago {payment.method.name}: {formatMoney(payment.amount)} ·{' '}
            {formatTime(payment.paid_at, timeZone)}
          </Text>
        ))
      )}
      <Group gap="md">
        {latitude !== null && longitude !== null && (
          <Anchor href={mapUrl(latitude, longitude)} target="_blank" rel="noopener" size="sm">
            Ver en el mapa
          </Anchor>
        )}
        <Anchor
          component={Link}
          to={ROUTE_PATHS['menu-order-item'].replace('$id', String(order.id))}
          size="sm"
        >
          Ver pedido completo
        </Anchor>
      </Group>
    </Stack>
  );
}
