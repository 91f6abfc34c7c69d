// Repeatable random sales for the concepts' to-the-cent tables (self-invoice and factura global).
import type { SaleLine } from '../../../server/modules/invoicing/sale-concepts';

/** A seeded Park–Miller generator in [0, 1): the same tickets on every run. */
export function seededRandom(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state * 16_807) % 2_147_483_647;
    return state / 2_147_483_647;
  };
}

/** Every tax a sale line can carry: IVA 16 / 0 % / exento, IEPS 8 and 26.5 % (with IVA 16 %). */
export const SALE_LINE_TAXES: Pick<SaleLine, 'taxIva' | 'iepsPercent'>[] = [
  { taxIva: 'iva16', iepsPercent: null },
  { taxIva: 'iva0', iepsPercent: null },
  { taxIva: 'exento', iepsPercent: null },
  { taxIva: 'iva16', iepsPercent: 8 },
  { taxIva: 'iva16', iepsPercent: 26.5 },
];
