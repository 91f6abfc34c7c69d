import { Stack } from '@mantine/core';
import { IconClipboardList } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { accountSettingsQueryOptions } from '../../../lib/query/account-queries';
import { ListEmptyState } from '../../../ui/list-empty-state';
import { ListSearchHeader } from '../../../ui/list-search-header';
import { ListStates } from '../../../ui/list-states';
import { PlainTable } from '../../../ui/plain-table';
import { TableOrCards } from '../../../ui/table-or-cards';
import { useListSearch } from '../../../ui/use-list-search';
import { ORDERS_PAGE_SIZE, useOrderHistory } from '../api/orders-search';
import { OrderHistoryCard, OrderHistoryRow } from './order-history-row';

/** Search debounce of 02 §9. */
export const ORDER_SEARCH_DEBOUNCE_MS = 300;

const COLUMNS = ['Pedido', 'Fecha', 'Cliente', 'Entrega', 'Estado', 'Total'];

const NO_ORDERS = {
  icon: <IconClipboardList size={32} />,
  title: 'Aún no hay pedidos.',
  description: 'Los pedidos que recibas aparecerán aquí.',
  noMatch: 'Ningún pedido tiene ese número. Prueba con otro.',
};

/** The list's pages: their size and what they count. */
const ORDER_PAGES = { pageSize: ORDERS_PAGE_SIZE, noun: ['pedido', 'pedidos'], size: 'xl' } as const;

/** 'Historial' of orders (menu-order-history): every order, newest first, searchable by number. */
export default function OrderHistoryPage() {
  const settings = useQuery(accountSettingsQueryOptions()).data;
  const timeZone = settings?.location?.timezone ?? Intl.DateTimeFormat().resolvedOptions().timeZone;
  const { search, onSearch, text, page, setPage } = useListSearch(ORDER_SEARCH_DEBOUNCE_MS);
  const history = useOrderHistory(settings?.location?.id ?? null, text, page);

  return (
    <Stack gap="md">
      <ListSearchHeader
        title="Historial de pedidos"
        label="Buscar por número de pedido"
        value={search}
        onChange={onSearch}
        fetching={history.isFetching}
        numeric
        size="lg"
      />
      <ListStates
        query={history}
        errorTitle="No se pudo cargar el historial"
        empty={<ListEmptyState {...NO_ORDERS} searched={text} />}
        paging={{ ...ORDER_PAGES, page, onChange: setPage }}
      >
        {(answer) => (
          <TableOrCards
            table={
              <PlainTable columns={COLUMNS} endColumns={['Total']} minWidth={720} wraps>
                {answer.data.map((order) => (
                  <OrderHistoryRow key={order.id} order={order} timeZone={timeZone} />
                ))}
              </PlainTable>
            }
            cards={answer.data.map((order) => (
              <OrderHistoryCard key={order.id} order={order} timeZone={timeZone} />
            ))}
          />
        )}
      </ListStates>
    </Stack>
  );
}
