import { Text, UnstyledButton } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { LOYALTY_PROGRAM_TYPE_LABELS, type LoyaltyTransaction } from '../../../domain/contract/loyalty';
import { formatMoney } from '../../../lib/format';
import { formatDateTime } from '../../../ui/report/report-format';
import classes from './loyalty-table.module.css';
import { TransactionStatusBadge } from './transaction-status-badge';
import { transactionProgress, transactionReference } from './transaction-text';

interface TransactionRowProps {
  transaction: LoyaltyTransaction;
  timeZone: string;
}

/** One transaction; a click anywhere on the row follows the link on its code (loyalty-transaction-item). */
export function TransactionRow({ transaction, timeZone }: TransactionRowProps) {
  return (
    // The link is there for the keyboard, screen readers and opening in a new tab.
    <tr className={classes.row} onClick={(event) => event.currentTarget.querySelector('a')?.click()}>
      <td>
        <UnstyledButton
          component={Link}
          to={`/loyalty/transactions/${transaction.id}`}
          onClick={(event) => event.stopPropagation()}
          aria-label={`Abrir transacción ${transaction.code}`}
          mih={44}
          display="inline-flex"
          style={{ alignItems: 'center' }}
        >
          <Text fw={700}>{transaction.code}</Text>
        </UnstyledButton>
      </td>
      <td>
        <TransactionStatusBadge status={transaction.status} />
      </td>
      <td>{formatDateTime(transaction.created_at, timeZone)}</td>
      <td>{LOYALTY_PROGRAM_TYPE_LABELS[transaction.type]}</td>
      <td>{transactionProgress(transaction)}</td>
      <td className={classes.end}>{formatMoney(transaction.sale_amount)}</td>
      <td>{transactionReference(transaction.reference)}</td>
    </tr>
  );
}
