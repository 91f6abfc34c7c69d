import { Group, Paper, Stack, Text, UnstyledButton } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { LOYALTY_PROGRAM_TYPE_LABELS, type LoyaltyTransaction } from '../../../domain/contract/loyalty';
import { formatMoney } from '../../../lib/format';
import { plainTableClasses as classes } from '../../../ui/plain-table';
import { PlainTableRow } from '../../../ui/plain-table-row';
import { formatDateTime } from '../../../ui/report/report-format';
import { TransactionStatusBadge } from './transaction-status-badge';
import { transactionProgress, transactionReference } from './transaction-text';

interface TransactionRowProps {
  transaction: LoyaltyTransaction;
  timeZone: string;
}

/** The transaction's detail as a link target: real links open in a new tab too. */
const detailLink = (transaction: LoyaltyTransaction) => ({ to: `/loyalty/transactions/${transaction.id}` });

/** One transaction; a click anywhere on the row follows the link on its code (loyalty-transaction-item). */
export function TransactionRow({ transaction, timeZone }: TransactionRowProps) {
  return (
    <PlainTableRow
      open={detailLink(transaction)}
      label={`Abrir transacción ${transaction.code}`}
      title={transaction.code}
    >
      <td>
        <TransactionStatusBadge status={transaction.status} />
      </td>
      <td>{formatDateTime(transaction.created_at, timeZone)}</td>
      <td>{LOYALTY_PROGRAM_TYPE_LABELS[transaction.type]}</td>
      <td>{transactionProgress(transaction)}</td>
      <td className={classes.end}>{formatMoney(transaction.sale_amount)}</td>
      <td>{transactionReference(transaction.reference)}</td>
    </PlainTableRow>
  );
}

/** One transaction as a card (phones): code, status and amount first, then when, type and progress. */
export function TransactionCard({ transaction, timeZone }: TransactionRowProps) {
  const reference = transactionReference(transaction.reference);
  return (
    <UnstyledButton
      component={Link}
      {...detailLink(transaction)}
      aria-label={`Abrir transacción ${transaction.code}`}
      w="100%"
    >
      <Paper withBorder radius="md" p="sm">
        <Stack gap={4}>
          <Group justify="space-between" wrap="nowrap">
            <Text fw={700}>{transaction.code}</Text>
            <TransactionStatusBadge status={transaction.status} />
          </Group>
          <Group justify="space-between" wrap="nowrap" align="flex-end">
            <Stack gap={0}>
              <Text size="sm">
                {`${LOYALTY_PROGRAM_TYPE_LABELS[transaction.type]} · ${transactionProgress(transaction)}`}
              </Text>
              <Text size="xs" c="dimmed">
                {`${formatDateTime(transaction.created_at, timeZone)} · Referencia: ${reference}`}
              </Text>
            </Stack>
            <Text fw={600}>{formatMoney(transaction.sale_amount)}</Text>
          </Group>
        </Stack>
      </Paper>
    </UnstyledButton>
  );
}
