import type { PaymentMethodType } from '../../../src/domain/contract/shop-values';

/**
 * The CFDI FormaPago (c_FormaPago) of a sale paid with a method of this type. Sales are paid when
 * they are made, so their invoices are PUE, and PUE never takes 99 (por definir): a method that
 * says nothing more, or a sale without one, is cash (01), which is how a restaurant is mostly paid.
 * A card is taken as credit card (04): the method does not say debit or credit.
 */
const FORMA_PAGO: Record<PaymentMethodType, string> = {
  cash: '01',
  transfer: '03',
  card: '04',
  cashback: '05',
  mercado_pago: '31',
  paypal: '31',
  other: '01',
};

export const formaPagoOf = (type: PaymentMethodType | null | undefined): string =>
  type ? FORMA_PAGO[type] : '01';

/**
 * The form with the largest amount among several (SAT's rule for the factura global, whose tickets
 * are paid in different ways: Anexo 20's guide, FormaPago of a global "la de mayor monto").
 */
export function largestForm(amounts: readonly { form: string; amount: number }[]): string {
  const byForm = new Map<string, number>();
  for (const { form, amount } of amounts) byForm.set(form, (byForm.get(form) ?? 0) + amount);
  let best = '01';
  let most = -1;
  for (const [form, amount] of byForm) {
    if (amount > most) [best, most] = [form, amount];
  }
  return best;
}
