import type { LoyaltyTransaction } from '../../../domain/contract/loyalty';
import { formatMoney } from '../../../lib/format';

type ProgressFields = Pick<LoyaltyTransaction, 'cashback' | 'stampcard'>;

/** 'Progreso' (01 §2.4): cashback '$5.00 (5%)', stamp card '3 de 5'. */
export function transactionProgress({ cashback, stampcard }: ProgressFields): string {
  if (cashback) return `${formatMoney(cashback.amount)} (${cashback.percentage}%)`;
  if (stampcard) return `${stampcard.current_quantity} de ${stampcard.required_quantity}`;
  return '—';
}

/** A transaction's reference, or 'Ninguna'. */
export function transactionReference(reference: string | null): string {
  return reference?.trim() ? reference : 'Ninguna';
}
