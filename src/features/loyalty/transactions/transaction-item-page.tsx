import { Anchor, Group, Stack, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from '@tanstack/react-router';
import { canAccess } from '../../../domain/roles';
import { accountSettingsQueryOptions } from '../../../lib/query/account-queries';
import { DetailLoadState } from '../../../ui/detail-load-state';
import { CancelTransactionButton } from './cancel-transaction-button';
import { TransactionNotFound } from './transaction-not-found';
import { useTransaction } from './transaction-queries';
import { CashbackSection, StampcardSection, TransactionGeneralSection } from './transaction-sections';
import { TransactionStatusBadge } from './transaction-status-badge';

/** The route's id, or null when it cannot be a transaction id. */
function transactionIdOf(param: string | undefined): number | null {
  return param && /^[1-9]\d{0,9}$/.test(param) ? Number(param) : null;
}

/** A loyalty transaction (loyalty-transaction-item): its data, its program's section, and Cancel. */
export function TransactionItemPage() {
  const { id } = useParams({ strict: false }) as { id?: string };
  const transactionId = transactionIdOf(id);
  return transactionId === null ? <TransactionNotFound /> : <TransactionDetail id={transactionId} />;
}

function TransactionDetail({ id }: { id: number }) {
  const account = useQuery(accountSettingsQueryOptions()).data;
  const timeZone = account?.location?.timezone ?? Intl.DateTimeFormat().resolvedOptions().timeZone;
  const canTransact = canAccess(account?.roles ?? [], 'loyalty-transact');
  const detail = useTransaction(id);
  const transaction = detail.data;

  if (!transaction) {
    return (
      <DetailLoadState
        title="No se pudo cargar la transacción"
        error={detail.error}
        onRetry={() => void detail.refetch()}
        retrying={detail.isFetching}
        notFound={<TransactionNotFound />}
      />
    );
  }

  return (
    <Stack gap="md">
      <Anchor
        component={Link}
        to="/loyalty/transactions"
        size="sm"
        mih={44}
        display="inline-flex"
        style={{ alignItems: 'center' }}
      >
        <IconArrowLeft size={16} aria-hidden />
        &nbsp;Transacciones
      </Anchor>
      <Group justify="space-between" align="center">
        <Group gap="sm">
          <Title order={1} size="h2">
            Transacción {transaction.code}
          </Title>
          <TransactionStatusBadge status={transaction.status} />
        </Group>
        <CancelTransactionButton transaction={transaction} allowed={canTransact} />
      </Group>
      <TransactionGeneralSection transaction={transaction} timeZone={timeZone} />
      {transaction.stampcard && <StampcardSection stampcard={transaction.stampcard} />}
      {transaction.cashback && <CashbackSection cashback={transaction.cashback} />}
    </Stack>
  );
}
