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
  /** The product sold, while it exists. */
  productId: number | null;
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
  productId: number | null;
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
      productId: line.productId,
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
      productId: null,
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

const around = (span: number) =>
  Array.from({ length: 2 * span + 1 }, (_, i) => (i % 2 === 0 ? i / 2 : -(i + 1) / 2));
const cents = (value: Decimal) => value.toDecimalPlaces(2, Decimal.ROUND_HALF_UP);

interface Candidate {
  price_input: string;
  discount: string;
  /** The concept's Importe (6 decimals). */
  importe: Decimal;
}

/**
 * The base unit prices of `quantity` units that total `target` with `taxId`'s taxes, nearest to
 * the division first, with the discount's base (a discount only moves where the base starts, so
 * its own cent is not searched).
 */
function* exactPrices(quantity: number, gross: Decimal, target: Decimal, taxId: string | null) {
  const taxes = invoiceTaxById(taxId)?.layers ?? [];
  // A nudge may ask a cent more than the gross: the price then starts from the target.
  const start = Decimal.max(gross, target);
  const unit = new Decimal(basePrice(start.div(quantity).toFixed(6), taxes));
  const discount = new Decimal(money(basePrice(start.minus(target).toFixed(6), taxes)));
  // At least ±2 cents of the base around the division (a price past that would not total it).
  for (const step of around(Math.max(40, Math.ceil(200 / quantity)))) {
    const price = unit.plus(new Decimal(step).div(10_000));
    if (price.lte(0)) continue;
    const line = computeLine({
      quantity,
      price_input: price.toFixed(),
      final_price: false,
      discount: discount.toFixed(2),
      taxes,
    });
    if (discount.gt(line.subtotal) || !new Decimal(line.total).eq(target)) continue;
    const candidate: Candidate = {
      price_input: price.toFixed(),
      discount: discount.toFixed(2),
      importe: new Decimal(line.importe),
    };
    yield candidate;
  }
}

/** Taxes that can reach any cent (none, exempt, 0 %) close the sale, then IVA alone, then IEPS. */
const flexibility = (taxId: string | null) =>
  taxId === null || taxId === 'exento' || taxId === 'iva0' ? 0 : taxId === 'iva16' ? 1 : 2;
const NUDGES = [0, -0.01, 0.01, -0.02, 0.02];

/**
 * The invoice items of priced lines in groups (a sale's own invoice: one group; a factura global:
 * one group per ticket), each group totalling its lines' sum exactly. Each concept's price is
 * chosen so its total is its line's; the CFDI's SubTotal rounds the sum of all the concepts'
 * 6-decimal Importes once, so the price also keeps that rounded sum equal to the sum of the
 * rounded ones. Some cents cannot be reached with IEPS and IVA rounded on top of each other (two
 * taxes step up together): such a concept takes a cent or two more or less and the concept that
 * closes its group — the one with the simplest taxes — gives it back, so no cent moves from one
 * ticket to another. A line no price of its quantity fits is invoiced as one unit of the whole
 * ('7 × Taco').
 */
export function exactConcepts<Line extends PricedLine>(
  groups: readonly (readonly Line[])[],
  keysOf: (line: Line) => { clave_prod_serv: string | null; clave_unidad: string | null },
): { line: Line; item: InvoiceItemInput }[] {
  let raw = new Decimal(0);
  let rounded = new Decimal(0);
  let carry = new Decimal(0);
  const fits = (candidate: Candidate) =>
    cents(raw.plus(candidate.importe)).eq(rounded.plus(cents(candidate.importe)));
  const first = (quantity: number, line: PricedLine, target: Decimal) => {
    for (const candidate of exactPrices(quantity, line.gross, target, line.taxId))
      if (fits(candidate)) return { candidate, quantity, target };
    return null;
  };
  /** The line's concept at `wanted` or a nudge from it; the nudge is carried to the next line. */
  const place = (line: Line, wanted: Decimal, nudges: readonly number[]): InvoiceItemInput | null => {
    const tries = [line.quantity, 1].flatMap((quantity) => nudges.map((nudge) => ({ quantity, nudge })));
    for (const { quantity: tried, nudge } of tries) {
      const target = wanted.plus(nudge);
      const chosen = target.gt(0) ? first(tried, line, target) : null;
      if (!chosen) continue;
      const { candidate, quantity } = chosen;
      raw = raw.plus(candidate.importe);
      rounded = rounded.plus(cents(candidate.importe));
      carry = wanted.minus(target);
      const whole = quantity !== line.quantity;
      return {
        product_id: line.productId,
        tax_id: line.taxId,
        notes: null,
        final_price: false,
        ...keysOf(line),
        name: whole ? `${line.quantity} × ${line.name}` : line.name,
        quantity: String(quantity),
        price_input: candidate.price_input,
        discount: candidate.discount,
      };
    }
    return null;
  };
  /**
   * The closing line in two concepts, when it cannot close alone: part of its quantity each, or
   * for a single unit (a factura global's concept: Cantidad 1) part of its amount each.
   */
  const split = (line: Line, wanted: Decimal): InvoiceItemInput[] | null => {
    const byQuantity = line.quantity >= 2;
    const part = byQuantity ? Math.floor(line.quantity / 2) : line.quantity;
    const share = (amount: Decimal) =>
      cents(byQuantity ? amount.times(part).div(line.quantity) : amount.div(2));
    const first = { ...line, quantity: part, gross: share(line.gross), target: share(line.target) };
    const rest = {
      ...line,
      quantity: byQuantity ? line.quantity - part : line.quantity,
      gross: line.gross.minus(first.gross),
      target: line.target.minus(first.target),
    };
    // Each nudge of the first part leaves the rest another cent to reach; a failed try is undone.
    for (const nudge of NUDGES) {
      const saved = { raw, rounded, carry };
      const a = place(first, first.target, [nudge]);
      const b = a ? place(rest, wanted.minus(first.target).plus(carry), [0]) : null;
      if (a && b) return [a, b];
      ({ raw, rounded, carry } = saved);
    }
    return null;
  };
  const placeGroup = (lines: readonly Line[]) => {
    carry = new Decimal(0);
    const order = lines
      .map((line, index) => ({ line, index }))
      .sort((a, b) => flexibility(b.line.taxId) - flexibility(a.line.taxId) || a.index - b.index);
    const items: { line: Line; item: InvoiceItemInput }[][] = [];
    for (const [position, { line, index }] of order.entries()) {
      const wanted = line.target.plus(carry);
      const closing = position === order.length - 1;
      const placed = place(line, wanted, closing ? [0] : NUDGES);
      const concepts = placed ? [placed] : closing ? split(line, wanted) : null;
      if (!concepts)
        throw new SaleConceptError(`No se pudo cuadrar el importe de «${line.name}» con el ticket.`);
      items[index] = concepts.map((item) => ({ line, item }));
    }
    return items.flat();
  };
  return groups.flatMap(placeGroup);
}

/** The items alone (a sale's own invoice: one group). */
export const exactItems = (
  lines: readonly PricedLine[],
  keysOf: (line: PricedLine) => { clave_prod_serv: string | null; clave_unidad: string | null },
): InvoiceItemInput[] => exactConcepts([lines], keysOf).map(({ item }) => item);
