/**
 * Money rules of a loyalty sale (01 §5.1), in whole cents so browser and server agree to the cent
 * without a decimal library: amounts carry at most 2 decimals and percentages are multiples of 0.5.
 */

export function toCents(pesos: number): number {
  return Math.round(pesos * 100);
}

export function fromCents(cents: number): number {
  return cents / 100;
}

/** The most the wallet can pay: the smaller of the balance and the sale. */
export function walletMaximum(balance: number, saleAmount: number): number {
  return fromCents(Math.max(0, Math.min(toCents(balance), toCents(saleAmount))));
}

/** What the customer pays in money: the sale minus the wallet amount. */
export function amountReceived(saleAmount: number, walletAmount: number): number {
  return fromCents(Math.max(0, toCents(saleAmount) - toCents(walletAmount)));
}

/**
 * Cashback earned: percentage × amount paid in money, rounded half up to the cent, capped by
 * max_earn_amount (null: no cap).
 */
export function cashbackEarned(percentage: number, paidInMoney: number, maxEarn: number | null): number {
  const basisPoints = Math.round(percentage * 100);
  const earned = Math.floor((toCents(paidInMoney) * basisPoints + 5_000) / 10_000);
  return fromCents(maxEarn === null ? earned : Math.min(earned, toCents(maxEarn)));
}

export type ConfirmKind = 'receive' | 'wallet' | 'confirm';

/**
 * The transaction dialog's confirm button (01 §2.2): 'Recibir {amount}' when the customer pays
 * money for a cashback sale, 'Pagar con monedero' when the wallet pays it all, 'Confirmar' for a
 * stamp card (or before an amount is typed).
 */
export function confirmKind(
  type: 'cashback' | 'stampcard',
  saleAmount: number | null,
  walletAmount: number,
): { kind: ConfirmKind; amount: number } {
  if (type === 'stampcard' || saleAmount === null || saleAmount <= 0) return { kind: 'confirm', amount: 0 };
  const received = amountReceived(saleAmount, walletAmount);
  return received === 0 ? { kind: 'wallet', amount: 0 } : { kind: 'receive', amount: received };
}
