import { Anchor, Group } from '@mantine/core';
import { IconMapPin } from '@tabler/icons-react';
import type { OrderDetails } from '../../../domain/contract/shop';
import { formatPhone } from '../../../lib/format';
import { DetailFields, DetailSection } from '../../../ui/detail-section';
import { formatDateTime } from '../../../ui/report/report-format';
import { orderMapUrl } from './order-map-link';

interface OrderSectionProps {
  order: OrderDetails;
  timeZone: string;
}

/** 'Información general': number, statuses, delivery type, the times it went through, customer, address, notes. */
export function OrderGeneralSection({ order, timeZone }: OrderSectionProps) {
  const when = (instant: string | null) => (instant ? formatDateTime(instant, timeZone) : null);
  const mapUrl = orderMapUrl(order.address);
  return (
    <DetailSection title="Información general">
      <DetailFields
        fields={[
          { label: 'Número', value: `#${order.number}` },
          { label: 'Estado', value: order.status_name },
          { label: 'Estado de la entrega', value: order.delivery_status_name },
          { label: 'Tipo de entrega', value: order.delivery_type_name },
          {
            label: 'Pago',
            value: [order.payment_method_name, order.payment_status_name].filter(Boolean).join(' · '),
          },
          { label: 'Recibido', value: when(order.placed_at) },
          { label: 'Confirmado', value: when(order.confirmed_at) },
          { label: 'Programado para', value: when(order.scheduled_to) },
          { label: 'Completado', value: when(order.completed_at) },
          { label: 'Cancelado', value: when(order.canceled_at) },
          { label: 'Cliente', value: order.contact.name },
          {
            label: 'Teléfono',
            value: order.contact.phone ? (
              <Anchor href={`tel:${order.contact.phone}`}>{formatPhone(order.contact.phone)}</Anchor>
            ) : null,
          },
          { label: 'Dirección', value: order.address?.formatted_address },
          { label: 'Referencia', value: order.address?.reference },
          {
            label: 'Mapa',
            value: mapUrl ? (
              <Anchor href={mapUrl} target="_blank" rel="noopener noreferrer">
                <Group gap={4} component="span" display="inline-flex">
                  <IconMapPin size={16} aria-hidden />
                  Ver en el mapa
                </Group>
              </Anchor>
            ) : null,
          },
          { label: 'Notas', value: order.notes },
        ]}
      />
    </DetailSection>
  );
}
