import { Badge } from '@mantine/core';
import {
  LOYALTY_TRANSACTION_STATUS_LABELS,
  type LoyaltyTransactionStatus,
} from '../../../domain/contract/loyalty';

/** 'Activa' or 'Cancelada'. */
export function TransactionStatusBadge({ status }: { status: LoyaltyTransactionStatus }) {
  return (
    <Badge
      color={status === 'active' ? 'green' : 'red'}
      variant="light"
      radius="sm"
      tt="none"
      miw="max-content"
    >
      {LOYALTY_TRANSACTION_STATUS_LABELS[status]}
    </Badge>
  );
}
