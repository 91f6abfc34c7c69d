import { Box, EmptyState, Stack, Title } from '@mantine/core';
import { IconCoins } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { accountSettingsQueryOptions } from '../../../lib/query/account-queries';
import { ListPagination } from '../../../ui/list-pagination';
import { ListStates } from '../../../ui/list-states';
import { TRANSACTIONS_PAGE_SIZE } from '../api/loyalty-api';
import classes from './loyalty-table.module.css';
import { useTransactions } from './transaction-queries';
import { TransactionCard, TransactionRow } from './transaction-row';

/** 'Transacciones' (01 §2.4): this location's transactions, newest first, 20 a page. */
export function TransactionListPage() {
  const location = useQuery(accountSettingsQueryOptions()).data?.location ?? null;
  const timeZone = location?.timezone ?? Intl.DateTimeFormat().resolvedOptions().timeZone;
  const [page, setPage] = useState(1);
  const list = useTransactions(location?.id ?? null, page);
  const total = list.data?.pagination.total_items ?? 0;
  const pages = Math.max(1, Math.ceil(total / TRANSACTIONS_PAGE_SIZE));

  return (
    <Stack gap="md">
      <Title order={1} size="h2">
        Transacciones
      </Title>
      <ListStates
        query={list}
        errorTitle="No se pudieron cargar las transacciones"
        isEmpty={(answer) => answer.data.length === 0}
        empty={
          <EmptyState
            icon={<IconCoins size={32} />}
            withIndicatorBackground
            title="Aún no hay transacciones."
            description="Las ventas que registres en los programas de lealtad aparecerán aquí."
          />
        }
      >
        {(answer) => (
          <>
            <Box visibleFrom="sm" className={classes.scroll}>
              <table className={classes.table}>
                <thead>
                  <tr>
                    <th>Código</th>
                    <th>Estado</th>
                    <th>Fecha</th>
                    <th>Tipo</th>
                    <th>Progreso</th>
                    <th className={classes.end}>Monto de la venta</th>
                    <th>Referencia</th>
                  </tr>
                </thead>
                <tbody>
                  {answer.data.map((transaction) => (
                    <TransactionRow key={transaction.id} transaction={transaction} timeZone={timeZone} />
                  ))}
                </tbody>
              </table>
            </Box>
            <Stack gap="xs" hiddenFrom="sm">
              {answer.data.map((transaction) => (
                <TransactionCard key={transaction.id} transaction={transaction} timeZone={timeZone} />
              ))}
            </Stack>
            <ListPagination
              totalLabel={total === 1 ? '1 transacción' : `${total} transacciones`}
              pages={pages}
              page={page}
              onChange={setPage}
            />
          </>
        )}
      </ListStates>
    </Stack>
  );
}
