import Decimal from 'decimal.js';
import type { InvoiceItemInput } from '../../../src/domain/contract/invoicing-invoice';
import { basePrice, computeLine, money } from '../../../src/domain/invoicing/cfdi-maths';
import { invoiceTaxById } from '../../../src/domain/invoicing/invoice-taxes';
import type { IvaKind } from '../../../src/domain/rules/product-taxes';

/**
 * A sale's tickets as invoice concepts whose totals are the sale's to the cent. Prices in a sale
 * include their taxes (product-taxes.ts); the CFDI wants the base and the taxes on it, each
 * rounded, so a base derived by division can land a cent off. Each concept's base price (and, if
 * needed, its discount) is nudged by the smallest steps the CFDI keeps (0.0001 of the price,
 * 0.01 of the discount) until its total is exactly what the customer paid for it.
 */

/** Shipping, its own concept: delivery service (SAT 78102203), service unit, IVA 16 %. */
export const SHIPPING_CONCEPT = { name: 'Envío a domicilio', claveProdServ: '78102203', claveUnidad: 'E48' };

export interface SaleLine {
  name: string;
  quantity: number;
  /** What the customer pays for the line, taxes included, after its own discount. */
  total: string;
  discount: string;
  satProductKey: string | null;
  satUnitKey: string | null;
  /** The product's taxes; null when the product no longer exists (IVA 16 %). */
  taxIva: IvaKind | null;
  iepsPercent: number | null;
}

export interface SaleAmounts {
  shipping: string;
  discount: string;
}

/** A ticket's line ready to invoice: its tax choice and what it must total after the sale's discount. */
export interface PricedLine {
  name: string;
  quantity: number;
  taxId: string | null;
  /** Taxes included, before any discount. */
  gross: Decimal;
  /** Taxes included, after every discount: what the concept must total. */
  target: Decimal;
  claveProdServ: string | null;
  claveUnidad: string | null;
}

export class SaleConceptError extends Error {}

const IEPS_TAX_IDS: Record<string, string> = { '8': 'ieps8-iva16', '26.5': 'ieps26.5-iva16' };

/** The invoicing tax choice (GET /v1/invoicing/tax id) of a product's taxes. */
export function taxIdOfProduct(line: Pick<SaleLine, 'name' | 'taxIva' | 'iepsPercent'>): string {
  const iva = line.taxIva ?? 'iva16';
  if (!line.iepsPercent) return iva;
  const id = iva === 'iva16' ? IEPS_TAX_IDS[String(line.iepsPercent)] : undefined;
  if (!id)
    throw new SaleConceptError(
      `El producto «${line.name}» lleva un IEPS de ${line.iepsPercent} % que la factura no admite todavía.`,
    );
  return id;
}

/**
 * The sale's lines with the order's discount spread over them in proportion to their totals (the
 * last one takes the rounding remainder), plus shipping as a line of its own.
 */
export function pricedLines(sale: SaleAmounts, lines: readonly SaleLine[]): PricedLine[] {
  const sum = lines.reduce((acc, line) => acc.plus(line.total), new Decimal(0));
  let left = Decimal.min(new Decimal(sale.discount), sum);
  const priced = lines.map((line, index) => {
    const total = new Decimal(line.total);
    const share =
      index === lines.length - 1 || sum.isZero()
        ? left
        : Decimal.min(left, total.times(sale.discount).div(sum).toDecimalPlaces(2, Decimal.ROUND_HALF_UP));
    left = left.minus(share);
    return {
      name: line.name,
      quantity: line.quantity,
      taxId: taxIdOfProduct(line),
      gross: total.plus(line.discount),
      target: total.minus(share),
      claveProdServ: line.satProductKey,
      claveUnidad: line.satUnitKey,
    };
  });
  const shipping = new Decimal(sale.shipping);
  if (shipping.gt(0))
    priced.push({
      name: SHIPPING_CONCEPT.name,
      quantity: 1,
      taxId: 'iva16',
      gross: shipping,
      target: shipping,
      claveProdServ: SHIPPING_CONCEPT.claveProdServ,
      claveUnidad: SHIPPING_CONCEPT.claveUnidad,
    });
  return priced.filter((line) => line.gross.gt(0));
}

const STEPS = 80;
const around = (span: number) =>
  Array.from({ length: 2 * span + 1 }, (_, i) => (i % 2 === 0 ? i / 2 : -(i + 1) / 2));

/**
 * The base unit price and the discount (both before taxes) of `quantity` units that total
 * `target` with `taxId`'s taxes, starting from the division and searching the nearest steps.
 */
export function exactPrice(
  quantity: number,
  gross: Decimal,
  target: Decimal,
  taxId: string | null,
): { price_input: string; discount: string } | null {
  const taxes = invoiceTaxById(taxId)?.layers ?? [];
  const unit = new Decimal(basePrice(gross.div(quantity).toFixed(6), taxes));
  const discount0 = new Decimal(money(basePrice(gross.minus(target).toFixed(6), taxes)));
  for (const cents of around(3)) {
    const discount = discount0.plus(new Decimal(cents).div(100));
    if (discount.lt(0)) continue;
    for (const step of around(STEPS)) {
      const price = unit.plus(new Decimal(step).div(10_000));
      if (price.lte(0)) continue;
      const line = computeLine({
        quantity,
        price_input: price.toFixed(),
        final_price: false,
        discount: discount.toFixed(2),
        taxes,
      });
      if (new Decimal(discount).gt(line.subtotal)) continue;
      if (new Decimal(line.total).eq(target))
        return { price_input: price.toFixed(), discount: discount.toFixed(2) };
    }
  }
  return null;
}

/** One invoice item of `quantity` units totalling `line.target` (one unit of the whole when no step fits). */
export function exactItem(
  line: PricedLine,
  keys: { clave_prod_serv: string | null; clave_unidad: string | null },
): InvoiceItemInput {
  const common = {
    product_id: null,
    tax_id: line.taxId,
    notes: null,
    final_price: false,
    ...keys,
  };
  const priced = exactPrice(line.quantity, line.gross, line.target, line.taxId);
  if (priced) return { ...common, name: line.name, quantity: String(line.quantity), ...priced };
  const whole = exactPrice(1, line.gross, line.target, line.taxId);
  if (!whole) throw new SaleConceptError(`No se pudo cuadrar el importe de «${line.name}» con el ticket.`);
  return { ...common, name: `${line.quantity} × ${line.name}`, quantity: '1', ...whole };
}
