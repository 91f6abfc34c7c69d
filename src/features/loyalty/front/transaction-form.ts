import {
  LOYALTY_LIMITS,
  LOYALTY_MESSAGES,
  type LoyaltyCompleteBody,
  type LoyaltyPrepare,
} from '../../../domain/contract/loyalty';
import { confirmKind } from '../../../domain/rules/loyalty-wallet';
import { type MoneyReading, moneyAmount, readMoney } from '../../../domain/rules/money-input';
import { formatMoney } from '../../../lib/format';

/** The transaction dialog's fields; money inputs hold what NumberInput gives (a number or the typed text). */
export interface TransactionFormValues {
  sale_amount: number | string;
  withdraw_amount: number | string;
  reference: string;
  contact_name: string;
  redeem_reward: boolean;
}

export const EMPTY_TRANSACTION_FORM: TransactionFormValues = {
  sale_amount: '',
  withdraw_amount: '',
  reference: '',
  contact_name: '',
  redeem_reward: false,
};

/** The fields the dialog shows: a server error on any other lands in the dialog's alert. */
export const TRANSACTION_FIELDS = ['sale_amount', 'withdraw_amount', 'reference', 'contact_name'] as const;

/** Only a cashback card read by its code may pay with the wallet (a phone proves nothing). */
export function canUseWallet(prepared: LoyaltyPrepare): boolean {
  return prepared.program.type === 'cashback' && prepared.auth_code !== null;
}

function saleAmountError(reading: MoneyReading, minPurchase: number): string | null {
  if (reading.kind === 'invalid') return reading.message;
  const sale = reading.kind === 'amount' ? reading.amount : 0;
  if (sale <= 0) return LOYALTY_MESSAGES.saleAmountPositive;
  if (sale > LOYALTY_LIMITS.maxSaleAmount) return LOYALTY_MESSAGES.saleAmountMax;
  if (sale < minPurchase) return LOYALTY_MESSAGES.saleAmountMin;
  return null;
}

function walletError(reading: MoneyReading, balance: number, sale: number | null): string | null {
  if (reading.kind === 'invalid') return reading.message;
  const wallet = reading.kind === 'amount' ? reading.amount : 0;
  if (wallet > balance) return LOYALTY_MESSAGES.withdrawOverBalance;
  if (sale !== null && wallet > sale) return LOYALTY_MESSAGES.withdrawOverSale;
  return null;
}

/** The client-side checks of 01 §5.1, as field → Spanish message (empty when the sale may go). */
export function transactionErrors(
  values: TransactionFormValues,
  prepared: LoyaltyPrepare,
): Record<string, string> {
  const errors: Record<string, string> = {};
  const sale = moneyAmount(values.sale_amount);
  const saleError = saleAmountError(readMoney(values.sale_amount), prepared.program.min_purchase);
  if (saleError) errors.sale_amount = saleError;
  if (canUseWallet(prepared)) {
    const error = walletError(readMoney(values.withdraw_amount), prepared.progress.user_balance, sale);
    if (error) errors.withdraw_amount = error;
  }
  if (prepared.recipient.id === null && values.contact_name.trim() === '') {
    errors.contact_name = LOYALTY_MESSAGES.contactNameRequired;
  }
  return errors;
}

/** POST /v1/loyalty/transaction/complete's body for a checked form. */
export function completeBody(values: TransactionFormValues, prepared: LoyaltyPrepare): LoyaltyCompleteBody {
  const { program, recipient } = prepared;
  const reference = values.reference.trim();
  return {
    program_id: program.id,
    contact_id: recipient.id,
    contact_name: recipient.id === null ? values.contact_name.trim() : null,
    contact_phone: recipient.phone,
    auth_code: prepared.auth_code,
    type: program.type,
    sale_amount: moneyAmount(values.sale_amount) ?? 0,
    reference: reference === '' ? null : reference,
    withdraw_amount: canUseWallet(prepared) ? (moneyAmount(values.withdraw_amount) ?? 0) : 0,
    redeem_reward: program.type === 'stampcard' && values.redeem_reward,
  };
}

/** The confirm button (01 §2.2): 'Recibir $95.00', 'Pagar con monedero' or 'Confirmar'. */
export function confirmLabel(values: TransactionFormValues, prepared: LoyaltyPrepare): string {
  const wallet = canUseWallet(prepared) ? (moneyAmount(values.withdraw_amount) ?? 0) : 0;
  const { kind, amount } = confirmKind(prepared.program.type, moneyAmount(values.sale_amount), wallet);
  if (kind === 'receive') return `Recibir ${formatMoney(amount)}`;
  return kind === 'wallet' ? 'Pagar con monedero' : 'Confirmar';
}
