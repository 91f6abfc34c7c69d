import { Alert, Badge, Button, Divider, Group, Stack, Text } from '@mantine/core';
import { IconBrandWhatsapp, IconFileInvoice, IconPhone } from '@tabler/icons-react';
import { useParams } from '@tanstack/react-router';
import { PUBLIC_SHOP_MESSAGES, type PublicOrder } from '../../../domain/contract/public-shop';
import { cleanPhone } from '../../../domain/rules/phone';
import { formatMoney, formatTime } from '../../../lib/format';
import { formatDateTime } from '../../../ui/report/report-format';
import { OrderTotalsList } from '../order/order-totals-list';
import { PublicQueryGate } from '../public-load-state';
import { PublicStatusCard } from '../public-status-card';
import { OrderStageStepper } from './order-stage-stepper';
import { usePublicOrder } from './order-status-queries';

function stageColor(order: PublicOrder): string {
  if (order.canceled) return 'red';
  if (order.completed) return 'green';
  return order.stage === 'Recibido' ? 'blue' : 'teal';
}

function OrderItems({ order }: { order: PublicOrder }) {
  return (
    <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }} aria-label="Productos">
      {order.items.map((item) => (
        <Group key={item.id} component="li" justify="space-between" wrap="nowrap" align="flex-start">
          <Stack gap={0} style={{ minWidth: 0 }}>
            <Text fw={600}>
              {item.quantity} × {item.name}
            </Text>
            {item.modifiers.length > 0 && (
              <Text size="sm" c="dimmed">
                {item.modifiers.map((modifier) => modifier.name).join(', ')}
              </Text>
            )}
            {item.notes && (
              <Text size="sm" c="dimmed" fs="italic">
                {item.notes}
              </Text>
            )}
          </Stack>
          <Text style={{ flex: 'none' }}>{formatMoney(item.total)}</Text>
        </Group>
      ))}
    </Stack>
  );
}

/** Call or write to the business about the order. */
function ContactLinks({ order }: { order: PublicOrder }) {
  const phone = order.business.phone;
  if (!phone) return null;
  const digits = cleanPhone(phone).replace(/^\+/, '');
  const text = encodeURIComponent(`Hola, les escribo por mi pedido ${order.number}.`);
  return (
    <Group grow>
      <Button
        component="a"
        href={`tel:${cleanPhone(phone)}`}
        variant="default"
        leftSection={<IconPhone size={18} />}
        h={44}
      >
        Llamar
      </Button>
      <Button
        component="a"
        href={`https://wa.me/${digits}?text=${text}`}
        target="_blank"
        rel="noopener noreferrer"
        color="green"
        leftSection={<IconBrandWhatsapp size={18} />}
        h={44}
        px="xs"
      >
        WhatsApp
      </Button>
    </Group>
  );
}

/** The purchase's self-invoice page, while it can be invoiced there (the server says when). */
function SelfInvoiceLink({ order }: { order: PublicOrder }) {
  if (!order.self_invoice_url) return null;
  return (
    <Button
      component="a"
      href={order.self_invoice_url}
      variant="light"
      leftSection={<IconFileInvoice size={18} />}
      h={44}
    >
      Facturar mi compra
    </Button>
  );
}

function When({ order }: { order: PublicOrder }) {
  const open = !order.canceled && !order.completed;
  return (
    <Stack gap={2}>
      <Text size="sm">
        {order.delivery_type_name} · Pedido el {formatDateTime(order.placed_at)}
      </Text>
      {order.scheduled_to && <Text size="sm">Programado para: {formatDateTime(order.scheduled_to)}</Text>}
      {open && order.estimated_at && (
        <Text fw={600}>
          {order.delivery_type === 'delivery' ? 'Llegada estimada' : 'Listo aproximadamente'}:{' '}
          {formatTime(order.estimated_at)}
        </Text>
      )}
    </Stack>
  );
}

function OrderStatusView({ order }: { order: PublicOrder }) {
  return (
    <PublicStatusCard
      businessName={order.business.name}
      title={`Pedido ${order.number}`}
      badge={
        <Badge color={stageColor(order)} size="lg" radius="sm" tt="none" data-testid="order-stage">
          {order.canceled ? 'Cancelado' : order.stage}
        </Badge>
      }
      live={!order.canceled && !order.completed}
    >
      <When order={order} />
      {order.canceled ? (
        <Alert color="red">Este pedido fue cancelado. Si tienes dudas, comunícate con el negocio.</Alert>
      ) : (
        <OrderStageStepper order={order} />
      )}
      <Divider />
      <OrderItems order={order} />
      <OrderTotalsList
        subtotal={order.subtotal}
        shipping={order.delivery_type === 'delivery' || order.shipping > 0 ? order.shipping : null}
        discount={order.discount}
        total={order.total}
      />
      {order.payment_method_name && <Text size="sm">Forma de pago: {order.payment_method_name}</Text>}
      <SelfInvoiceLink order={order} />
      <ContactLinks order={order} />
    </PublicStatusCard>
  );
}

/** The customer's order page (/pedido/{code}): stage, estimate, items and totals; refreshes every 30 s. */
export default function PublicOrderStatusPage() {
  const { code = '' } = useParams({ strict: false }) as { code?: string };
  return (
    <PublicQueryGate
      query={usePublicOrder(code)}
      notFound={{ title: PUBLIC_SHOP_MESSAGES.orderNotFound, hint: 'Revisa el enlace que recibiste.' }}
      failedTitle="No se pudo cargar tu pedido"
    >
      {(order) => <OrderStatusView order={order} />}
    </PublicQueryGate>
  );
}
