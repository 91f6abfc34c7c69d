import { Stack, Title } from '@mantine/core';
import { IconCoins } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { accountSettingsQueryOptions } from '../../../lib/query/account-queries';
import { ListEmptyState } from '../../../ui/list-empty-state';
import { ListStates } from '../../../ui/list-states';
import { PlainTable } from '../../../ui/plain-table';
import { TableOrCards } from '../../../ui/table-or-cards';
import { TRANSACTIONS_PAGE_SIZE } from '../api/loyalty-api';
import { useTransactions } from './transaction-queries';
import { TransactionCard, TransactionRow } from './transaction-row';

const COLUMNS = ['Código', 'Estado', 'Fecha', 'Tipo', 'Progreso', 'Monto de la venta', 'Referencia'];

const NO_TRANSACTIONS = {
  icon: <IconCoins size={32} />,
  title: 'Aún no hay transacciones.',
  description: 'Las ventas que registres en los programas de lealtad aparecerán aquí.',
};

/** The list's pages: their size and what they count. */
const TRANSACTION_PAGES = {
  pageSize: TRANSACTIONS_PAGE_SIZE,
  noun: ['transacción', 'transacciones'],
} as const;

/** 'Transacciones' (01 §2.4): this location's transactions, newest first, 20 a page. */
export function TransactionListPage() {
  const location = useQuery(accountSettingsQueryOptions()).data?.location ?? null;
  const timeZone = location?.timezone ?? Intl.DateTimeFormat().resolvedOptions().timeZone;
  const [page, setPage] = useState(1);
  const list = useTransactions(location?.id ?? null, page);

  return (
    <Stack gap="md">
      <Title order={1} size="h2">
        Transacciones
      </Title>
      <ListStates
        query={list}
        errorTitle="No se pudieron cargar las transacciones"
        empty={<ListEmptyState {...NO_TRANSACTIONS} />}
        paging={{ ...TRANSACTION_PAGES, page, onChange: setPage }}
      >
        {(answer) => (
          <TableOrCards
            table={
              <PlainTable columns={COLUMNS} endColumns={['Monto de la venta']} minWidth={640}>
                {answer.data.map((transaction) => (
                  <TransactionRow key={transaction.id} transaction={transaction} timeZone={timeZone} />
                ))}
              </PlainTable>
            }
            cards={answer.data.map((transaction) => (
              <TransactionCard key={transaction.id} transaction={transaction} timeZone={timeZone} />
            ))}
          />
        )}
      </ListStates>
    </Stack>
  );
}
