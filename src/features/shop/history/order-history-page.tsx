import { Box, EmptyState, Group, Loader, Stack, TextInput, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconClipboardList, IconSearch } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { accountSettingsQueryOptions } from '../../../lib/query/account-queries';
import { ListPagination } from '../../../ui/list-pagination';
import { ListStates } from '../../../ui/list-states';
import { ORDERS_PAGE_SIZE, useOrderHistory } from '../api/orders-search';
import { OrderHistoryCard, OrderHistoryRow } from './order-history-row';
import classes from './order-history-table.module.css';

/** Search debounce of 02 §9. */
export const ORDER_SEARCH_DEBOUNCE_MS = 300;

/** 'Historial' of orders (menu-order-history): every order, newest first, searchable by number. */
export default function OrderHistoryPage() {
  const settings = useQuery(accountSettingsQueryOptions()).data;
  const timeZone = settings?.location?.timezone ?? Intl.DateTimeFormat().resolvedOptions().timeZone;
  const [search, setSearch] = useState('');
  const [text] = useDebouncedValue(search, ORDER_SEARCH_DEBOUNCE_MS);
  const [page, setPage] = useState(1);
  const history = useOrderHistory(settings?.location?.id ?? null, text, page);
  const total = history.data?.pagination.total_items ?? 0;
  const pages = Math.max(1, Math.ceil(total / ORDERS_PAGE_SIZE));

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end">
        <Title order={1} size="h2">
          Historial de pedidos
        </Title>
        <TextInput
          aria-label="Buscar por número de pedido"
          placeholder="Buscar por número de pedido"
          leftSection={<IconSearch size={16} />}
          rightSection={history.isFetching ? <Loader size="xs" /> : null}
          inputMode="numeric"
          size="lg"
          value={search}
          onChange={(event) => {
            setSearch(event.currentTarget.value);
            setPage(1);
          }}
          w={{ base: '100%', sm: 320 }}
        />
      </Group>

      <ListStates
        query={history}
        errorTitle="No se pudo cargar el historial"
        isEmpty={(answer) => answer.data.length === 0}
        empty={
          <EmptyState
            icon={<IconClipboardList size={32} />}
            withIndicatorBackground
            title={text.trim() ? 'Sin resultados' : 'Aún no hay pedidos.'}
            description={
              text.trim()
                ? 'Ningún pedido tiene ese número. Prueba con otro.'
                : 'Los pedidos que recibas aparecerán aquí.'
            }
          />
        }
      >
        {(answer) => (
          <>
            <Box visibleFrom="sm">
              <div className={classes.scroll}>
                <table className={classes.table}>
                  <thead>
                    <tr>
                      <th>Pedido</th>
                      <th>Fecha</th>
                      <th>Cliente</th>
                      <th>Entrega</th>
                      <th>Estado</th>
                      <th className={classes.end}>Total</th>
                    </tr>
                  </thead>
                  <tbody>
                    {answer.data.map((order) => (
                      <OrderHistoryRow key={order.id} order={order} timeZone={timeZone} />
                    ))}
                  </tbody>
                </table>
              </div>
            </Box>
            <Stack gap="xs" hiddenFrom="sm">
              {answer.data.map((order) => (
                <OrderHistoryCard key={order.id} order={order} timeZone={timeZone} />
              ))}
            </Stack>
            <ListPagination
              totalLabel={total === 1 ? '1 pedido' : `${total} pedidos`}
              pages={pages}
              page={page}
              onChange={setPage}
              size="xl"
            />
          </>
        )}
      </ListStates>
    </Stack>
  );
}
