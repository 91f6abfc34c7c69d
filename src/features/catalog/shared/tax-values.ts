import type { Product } from '../../../domain/contract/catalog-product';
import { moneyAmount } from '../../../domain/rules/money-input';
import {
  DEFAULT_TAXES,
  type IvaKind,
  isIepsPercent,
  preTaxBase,
  TAX_MESSAGES,
} from '../../../domain/rules/product-taxes';

/** The tax boxes of the product drawer and the service dialog ('' IEPS: none). */
export interface TaxFormValues {
  price: number | string;
  tax_iva: IvaKind;
  ieps_percent: number | string;
}

export function taxFormValues(product: Product | null): Pick<TaxFormValues, 'tax_iva' | 'ieps_percent'> {
  return {
    tax_iva: product?.tax_iva ?? DEFAULT_TAXES.tax_iva,
    ieps_percent: product?.ieps_percent ?? '',
  };
}

const iepsRate = (value: number | string) => (value === '' ? null : Number(value));

export function taxFormErrors(values: TaxFormValues): Record<string, string> {
  const rate = iepsRate(values.ieps_percent);
  const valid = rate === null || isIepsPercent(rate);
  return valid ? {} : { ieps_percent: TAX_MESSAGES.ieps };
}

export function taxFormBody(values: TaxFormValues) {
  return { tax_iva: values.tax_iva, ieps_percent: iepsRate(values.ieps_percent) };
}

/** 'Precio antes de impuestos: $38.7931' under the price box; nothing while the price is not an amount. */
export function preTaxHint(values: TaxFormValues): string | undefined {
  const price = moneyAmount(values.price);
  const rate = iepsRate(values.ieps_percent);
  if (price === null || (rate !== null && !Number.isFinite(rate))) return undefined;
  return `Precio antes de impuestos: $${preTaxBase(price, { tax_iva: values.tax_iva, ieps_percent: rate })}`;
}
