import Decimal from 'decimal.js';

/**
 * The taxes a product or service carries for invoicing (02 §3 "Tax", §5 invoicing maths), kept to
 * what a restaurant needs: IVA at 16 % (the default), 0 % or exempt, and optionally IEPS as a rate
 * (drinks with sugar, alcohol). Prices are stored as the consumer sees them, IVA (and IEPS)
 * included, as prices shown to consumers in Mexico must be; the pre-tax base is derived.
 */
export const IVA_KINDS = ['iva16', 'iva0', 'exento'] as const;
export type IvaKind = (typeof IVA_KINDS)[number];

export const IVA_LABELS: Record<IvaKind, string> = {
  iva16: 'IVA 16 %',
  iva0: 'IVA 0 %',
  exento: 'Exento de IVA',
};

const IVA_RATES: Record<IvaKind, string> = { iva16: '0.16', iva0: '0', exento: '0' };

export const TAX_LIMITS = { iepsPercentMax: 200 } as const;

export const TAX_MESSAGES = {
  iva: 'Elige el IVA: 16 %, 0 % o exento.',
  ieps: 'La tasa de IEPS debe ser un porcentaje de 0 a 200 con hasta 4 decimales.',
} as const;

/** An IEPS rate in percent: 0 to 200 with at most 4 decimals (26.5, 8, 53). */
export function isIepsPercent(rate: number): boolean {
  return rate >= 0 && rate <= TAX_LIMITS.iepsPercentMax && /^\d+(\.\d{1,4})?$/.test(String(rate));
}

export interface ProductTaxes {
  tax_iva: IvaKind;
  /** IEPS rate in percent (8 for 8 %); null: no IEPS. */
  ieps_percent: number | null;
}

export const DEFAULT_TAXES: ProductTaxes = { tax_iva: 'iva16', ieps_percent: null };

/**
 * The pre-tax base of a price that includes its taxes, per 02 §5: price / (1 + IEPS·(1 + IVA) +
 * IVA), IEPS being charged on the base and IVA on the base plus IEPS; 4 decimals, half-up.
 * Returned as text so that no binary float rounds it again.
 */
export function preTaxBase(price: number | string, taxes: ProductTaxes): string {
  const iva = new Decimal(IVA_RATES[taxes.tax_iva]);
  const ieps = new Decimal(taxes.ieps_percent ?? 0).div(100);
  const divisor = ieps.times(iva.plus(1)).plus(iva).plus(1);
  return new Decimal(price).div(divisor).toDecimalPlaces(4, Decimal.ROUND_HALF_UP).toFixed(4);
}
