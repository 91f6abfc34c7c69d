import { Anchor, Badge, Button, Card, Divider, Group, Stack, Text } from '@mantine/core';
import { IconChevronDown, IconChevronUp } from '@tabler/icons-react';
import { memo, useCallback, useState } from 'react';
import type { Order } from '../../../domain/contract/shop';
import { formatPhone, formatRelativeTime, formatTime } from '../../../lib/format';
import classes from './inbox.module.css';
import { OrderActions, type RequestOrderAction } from './order-actions';
import { type AgeThresholds, orderAge } from './order-age';
import { OrderCardDetails } from './order-card-details';
import { OrderItems } from './order-items';
import { OrderTotals } from './order-totals';

interface OrderCardProps {
  order: Order;
  now: number;
  timeZone: string;
  thresholds: AgeThresholds;
  onAction: RequestOrderAction;
  /** The detail of an expanded card failed to load (the card has collapsed). */
  onDetailFailed: (error: Error) => void;
}

/** One order on the kitchen screen: who, what, how it goes out, what it costs, and its actions. */
export const OrderCard = memo(function OrderCard({
  order,
  now,
  timeZone,
  thresholds,
  onAction,
  onDetailFailed,
}: OrderCardProps) {
  const [expanded, setExpanded] = useState(false);
  const age = orderAge(order, now, thresholds);
  const collapse = useCallback(
    (error: Error) => {
      setExpanded(false);
      onDetailFailed(error);
    },
    [onDetailFailed],
  );

  return (
    <Card
      withBorder
      padding="md"
      radius="md"
      className={classes.card}
      data-age={age}
      data-testid="order-card"
      data-order-number={order.number}
      aria-label={`Pedido ${order.number}`}
      component="article"
    >
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" wrap="nowrap">
          <Stack gap={0}>
            <Text fw={800} size="xl">
              Pedido {order.number}
            </Text>
            <Text size="sm" className={classes.age}>
              {/* An order placed since the last minute's tick is 'hace un momento', never 'en 1 min'. */}
              {formatRelativeTime(order.placed_at, Math.max(now, Date.parse(order.placed_at)))} ·{' '}
              {formatTime(order.placed_at, timeZone)}
            </Text>
          </Stack>
          <Badge
            size="lg"
            variant="light"
            color={order.delivery_type === 'delivery' ? 'grape' : 'cyan'}
            style={{ flexShrink: 0 }}
          >
            {order.delivery_type_name}
          </Badge>
        </Group>

        {order.scheduled_to && (
          <Text fw={700} c="orange.8">
            Programado para las {formatTime(order.scheduled_to, timeZone)} (
            {formatRelativeTime(order.scheduled_to, now)})
          </Text>
        )}

        <Stack gap={0}>
          <Text fw={600}>{order.contact.name}</Text>
          {order.contact.phone && (
            <Anchor href={`tel:${order.contact.phone}`} size="sm">
              {formatPhone(order.contact.phone)}
            </Anchor>
          )}
          {order.delivery_type === 'delivery' && order.address?.formatted_address && (
            <Text size="sm">{order.address.formatted_address}</Text>
          )}
          {order.delivery_type === 'delivery' && order.address?.reference && (
            <Text size="sm" c="dimmed">
              Referencia: {order.address.reference}
            </Text>
          )}
        </Stack>

        <Divider />
        <OrderItems items={order.items} />
        {order.notes && (
          <Text className={classes.notes} size="sm">
            Notas del pedido: {order.notes}
          </Text>
        )}
        <Divider />
        <OrderTotals order={order} />

        {expanded && <OrderCardDetails orderId={order.id} timeZone={timeZone} onFailed={collapse} />}

        <Group justify="space-between" wrap="wrap" gap="xs">
          <Button
            variant="subtle"
            size="sm"
            px={6}
            onClick={() => setExpanded((current) => !current)}
            aria-expanded={expanded}
            rightSection={
              expanded ? <IconChevronUp size={16} aria-hidden /> : <IconChevronDown size={16} aria-hidden />
            }
          >
            {expanded ? 'Ocultar detalle' : 'Ver detalle'}
          </Button>
          <OrderActions order={order} onAction={onAction} />
        </Group>
      </Stack>
    </Card>
  );
});
