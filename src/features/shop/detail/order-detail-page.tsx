import { Anchor, Grid, Group, Stack, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from '@tanstack/react-router';
import { accountSettingsQueryOptions } from '../../../lib/query/account-queries';
import { DetailLoadState } from '../../../ui/detail-load-state';
import { useOrderDetails } from '../api/orders-detail';
import { OrderStatusBadge } from '../history/order-status-badge';
import { OrderGeneralSection } from './order-general-section';
import { OrderItemsSection } from './order-items-section';
import { OrderNotFound } from './order-not-found';
import { OrderOptionsMenu } from './order-options-menu';
import { OrderPaymentsSection } from './order-payments-section';
import { OrderTotalsSection } from './order-totals-section';

/** The route's id, or null when it cannot be an order id. */
function orderIdOf(param: string | undefined): number | null {
  return param && /^[1-9]\d{0,9}$/.test(param) ? Number(param) : null;
}

/** Order detail (menu-order-item): general info, totals, products and payments; 'Copiar pedido'. */
export default function OrderDetailPage() {
  const { id } = useParams({ strict: false }) as { id?: string };
  const orderId = orderIdOf(id);
  return orderId === null ? <OrderNotFound /> : <OrderDetail id={orderId} />;
}

function OrderDetail({ id }: { id: number }) {
  const settings = useQuery(accountSettingsQueryOptions()).data;
  const timeZone = settings?.location?.timezone ?? Intl.DateTimeFormat().resolvedOptions().timeZone;
  const details = useOrderDetails(id);
  const order = details.data;

  if (!order) {
    return (
      <DetailLoadState
        title="No se pudo cargar el pedido"
        error={details.error}
        onRetry={() => void details.refetch()}
        retrying={details.isFetching}
        notFound={<OrderNotFound />}
      />
    );
  }

  return (
    <Stack gap="md">
      <Anchor
        component={Link}
        to="/orders"
        size="sm"
        mih={44}
        display="inline-flex"
        style={{ alignItems: 'center' }}
      >
        <IconArrowLeft size={16} aria-hidden />
        &nbsp;Historial de pedidos
      </Anchor>
      <Group justify="space-between" align="center">
        <Group gap="sm">
          <Title order={1} size="h2">
            Pedido #{order.number}
          </Title>
          <OrderStatusBadge order={order} />
        </Group>
        <OrderOptionsMenu order={order} timeZone={timeZone} />
      </Group>
      <Grid gap="md">
        <Grid.Col span={{ base: 12, md: 7 }}>
          <Stack gap="md">
            <OrderGeneralSection order={order} timeZone={timeZone} />
            <OrderItemsSection items={order.items} />
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 5 }}>
          <Stack gap="md">
            <OrderTotalsSection order={order} />
            <OrderPaymentsSection payments={order.payments} timeZone={timeZone} />
          </Stack>
        </Grid.Col>
      </Grid>
    </Stack>
  );
}
