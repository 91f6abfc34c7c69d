import { Loader, Stack, Table, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import type { Contact } from '../../../domain/contract/contacts';
import {
  LOYALTY_PROGRAM_TYPE_LABELS,
  LOYALTY_TRANSACTION_STATUS_LABELS,
} from '../../../domain/contract/loyalty';
import type { MessageStatus } from '../../../domain/contract/messaging-enums';
import { QUEUE_ITEM_STATUS_LABELS } from '../../../domain/contract/waitlist-values';
import { formatMoney } from '../../../lib/format';
import { formatDateTime } from '../../../ui/report/report-format';
import { customersApi } from '../api/customers-api';
import { useCustomersAccess } from '../customers-access';

const MESSAGE_STATUS_TEXT: Record<MessageStatus, string> = {
  draft: 'Borrador',
  scheduled: 'Programado',
  sending: 'Enviando',
  sent: 'Enviado',
  failed: 'Falló',
  canceled: 'Cancelado',
};

interface ActivitySectionProps<T> {
  title: string;
  /** Null when the user's roles do not reach this kind of activity. */
  query: { data: T[] | undefined; error: Error | null } | null;
  noAccess: string;
  empty: string;
  columns: string[];
  row: (item: T) => { key: number; cells: ReactNode[] };
}

function ActivitySection<T>({ title, query, noAccess, empty, columns, row }: ActivitySectionProps<T>) {
  let body: ReactNode;
  if (query === null)
    body = (
      <Text size="sm" c="dimmed">
        {noAccess}
      </Text>
    );
  else if (query.error) body = <Text size="sm" c="red">{`No se pudo cargar: ${query.error.message}`}</Text>;
  else if (query.data === undefined)
    body = <Loader size="sm" aria-label={`Cargando ${title.toLowerCase()}`} />;
  else if (query.data.length === 0)
    body = (
      <Text size="sm" c="dimmed">
        {empty}
      </Text>
    );
  else
    body = (
      <Table.ScrollContainer minWidth={420}>
        <Table striped>
          <Table.Thead>
            <Table.Tr>
              {columns.map((column) => (
                <Table.Th key={column}>{column}</Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {query.data.map((item) => {
              const { key, cells } = row(item);
              return (
                <Table.Tr key={key}>
                  {cells.map((cell, index) => (
                    <Table.Td key={columns[index]}>{cell}</Table.Td>
                  ))}
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    );
  return (
    <Stack gap={6}>
      <Title order={3} size="h5">
        {title}
      </Title>
      {body}
    </Stack>
  );
}

/**
 * 'Actividad y mensajes': the customer's visits and loyalty transactions at every location of the
 * company (customers are shared by all of them), and the messages this location sent them.
 */
export function ContactActivity({ contact }: { contact: Contact }) {
  const access = useCustomersAccess();
  const scope = ['customers', access.locationId, 'activity', contact.id];
  const visits = useQuery({
    queryKey: [...scope, 'visits'],
    enabled: access.canSeeVisits,
    queryFn: ({ signal }) => customersApi.visits(contact.id, signal),
  });
  const transactions = useQuery({
    queryKey: [...scope, 'transactions'],
    enabled: access.canSeeTransactions,
    queryFn: ({ signal }) => customersApi.transactions(contact.id, signal),
  });
  const messages = useQuery({
    queryKey: [...scope, 'messages'],
    enabled: access.canSeeMessages,
    queryFn: ({ signal }) => customersApi.messages(contact.id, signal),
  });
  const when = (instant: string) => formatDateTime(instant, access.timeZone);
  return (
    <Stack gap="lg">
      <ActivitySection
        title="Visitas"
        query={access.canSeeVisits ? visits : null}
        noAccess="Tu rol no permite ver la lista de espera."
        empty="Sin visitas."
        columns={['Fecha', 'Ubicación', 'Tipo', 'Personas', 'Estado']}
        row={(item) => ({
          key: item.id,
          cells: [
            when(item.booking_date ?? item.created_at),
            item.location.name,
            item.type === 'booking' ? 'Reservación' : 'Lista de espera',
            item.group_size ?? '—',
            QUEUE_ITEM_STATUS_LABELS[item.status],
          ],
        })}
      />
      <ActivitySection
        title="Transacciones de lealtad"
        query={access.canSeeTransactions ? transactions : null}
        noAccess="Tu rol no permite ver las transacciones de lealtad."
        empty="Sin transacciones de lealtad."
        columns={['Fecha', 'Ubicación', 'Programa', 'Compra', 'Estado']}
        row={(item) => ({
          key: item.id,
          cells: [
            when(item.created_at),
            item.location?.name ?? '—',
            `${item.program.name} (${LOYALTY_PROGRAM_TYPE_LABELS[item.type]})`,
            formatMoney(item.sale_amount),
            LOYALTY_TRANSACTION_STATUS_LABELS[item.status],
          ],
        })}
      />
      <ActivitySection
        title="Mensajes"
        query={access.canSeeMessages ? messages : null}
        noAccess="Tu rol no permite ver los mensajes."
        empty="Aún no se le han enviado mensajes."
        columns={['Fecha', 'Mensaje', 'Estado']}
        row={(item) => ({
          key: item.id,
          cells: [when(item.created_at), item.text, MESSAGE_STATUS_TEXT[item.status]],
        })}
      />
    </Stack>
  );
}
