import Decimal from 'decimal.js';

/**
 * The invoicing maths of 02 §5, producing the CFDI 4.0 concept and summary tax nodes.
 *
 * Rounding (ROUND_HALF_UP everywhere): quantity and unit price at 4 decimals; a concept's Importe
 * is quantity × price kept at 6 decimals (the most the CFDI allows: rounding it to 2 would put it
 * outside SAT's tolerance for a fractional price); a concept's discount and every tax amount at 2
 * decimals; the invoice's SubTotal, Descuento, bases and totals at 2 decimals. Summary amounts are
 * the sums of the concepts' amounts, so the Total always equals SubTotal − Descuento + transferred
 * − withheld, which is what SAT checks.
 */

export type TaxLayerType = 'iva' | 'ieps' | 'ivar' | 'isrr';
export type TipoFactor = 'Tasa' | 'Cuota' | 'Exento';

/** One layer of a tax (02 §3 "Tax"): IVA or IEPS transferred, IVA or ISR withheld. */
export interface TaxLayer {
  type: TaxLayerType;
  factor: TipoFactor;
  /** A rate as a fraction ('0.16'), or for Cuota an amount per unit; ignored for Exento. */
  value: string;
}

export interface LineInput {
  quantity: string | number;
  /** The price typed: before taxes, or with them when `final_price` is set. */
  price_input: string | number;
  /** The price typed includes taxes (02 §3 Invoice item final_price). */
  final_price: boolean;
  discount: string | number;
  taxes: readonly TaxLayer[];
}

/** A tax node of a concept: c_Impuesto 001 ISR, 002 IVA, 003 IEPS. */
export interface TaxNode {
  impuesto: '001' | '002' | '003';
  factor: TipoFactor;
  /** TasaOCuota with 6 decimals, absent for Exento. */
  rate?: string;
  base: string;
  /** Absent for Exento. */
  importe?: string;
}

export interface LineResult {
  quantity: string;
  price_unit: string;
  /** Concept Importe: quantity × price_unit, up to 6 decimals. */
  importe: string;
  /** Importe at 2 decimals, as shown. */
  subtotal: string;
  discount: string;
  /** ObjetoImp: 02 when the line carries taxes, 01 when not. */
  objeto_imp: '01' | '02';
  traslados: TaxNode[];
  retenciones: TaxNode[];
  ieps_traslado: string;
  iva_traslado: string;
  iva_retencion: string;
  isr_retencion: string;
  /** IEPS + IVA − retentions. */
  tax: string;
  /** subtotal − discount + tax. */
  total: string;
}

const HALF_UP = Decimal.ROUND_HALF_UP;
const d = (value: Decimal.Value) => new Decimal(value);
const round = (value: Decimal, places: number) => value.toDecimalPlaces(places, HALF_UP);
/** Fixed notation without trailing zeros (quantities, prices, concept Importe). */
const plain = (value: Decimal, places: number) => round(value, places).toFixed();
/** Money: always 2 decimals, as the CFDI expects for MXN and USD. */
export const money = (value: Decimal | string | number) => round(d(value), 2).toFixed(2);
/** TasaOCuota is written with 6 decimals, as in SAT's c_TasaOCuota. */
export const rate6 = (value: Decimal | string | number) => round(d(value), 6).toFixed(6);

const IMPUESTO: Record<TaxLayerType, TaxNode['impuesto']> = {
  iva: '002',
  ieps: '003',
  ivar: '002',
  isrr: '001',
};

const layer = (taxes: readonly TaxLayer[], type: TaxLayerType) => taxes.find((tax) => tax.type === type);

/** The rate of a layer that counts in the price (Exento and absent layers count as 0). */
const rateOf = (tax: TaxLayer | undefined) => (tax && tax.factor === 'Tasa' ? d(tax.value) : new Decimal(0));

/**
 * 02 §5: the price before taxes of a price that includes them, input / (1 + IEPS·(1 + IVA) + IVA
 * − IVA withheld − ISR withheld), 4 decimals. Only when every layer is a rate (or exempt); with a
 * fixed amount per unit (Cuota) the typed price is taken as the price before taxes.
 */
export function basePrice(priceInput: string | number, taxes: readonly TaxLayer[]): string {
  if (taxes.some((tax) => tax.factor === 'Cuota')) return plain(d(priceInput), 4);
  const iva = rateOf(layer(taxes, 'iva'));
  const ieps = rateOf(layer(taxes, 'ieps'));
  const divisor = d(1)
    .plus(ieps.times(iva.plus(1)))
    .plus(iva)
    .minus(rateOf(layer(taxes, 'ivar')))
    .minus(rateOf(layer(taxes, 'isrr')));
  return plain(d(priceInput).div(divisor), 4);
}

function taxNode(tax: TaxLayer, base: Decimal, quantity: Decimal): TaxNode {
  if (tax.factor === 'Exento')
    return { impuesto: IMPUESTO[tax.type], factor: 'Exento', base: plain(base, 6) };
  // A fixed amount (Cuota) is charged per unit: its base is the quantity.
  const nodeBase = tax.factor === 'Cuota' ? quantity : base;
  return {
    impuesto: IMPUESTO[tax.type],
    factor: tax.factor,
    rate: rate6(tax.value),
    base: plain(nodeBase, 6),
    importe: money(nodeBase.times(tax.value)),
  };
}

const amount = (node: TaxNode | undefined) => d(node?.importe ?? 0);

/** One invoice line (02 §5): subtotal, base, IEPS, IVA on base + IEPS, retentions. */
export function computeLine(input: LineInput): LineResult {
  const quantity = round(d(input.quantity), 4);
  const priceUnit = d(
    input.final_price ? basePrice(input.price_input, input.taxes) : plain(d(input.price_input), 4),
  );
  const importe = round(quantity.times(priceUnit), 6);
  const discount = round(d(input.discount), 2);
  const base = importe.minus(discount);

  const ieps = layer(input.taxes, 'ieps');
  const iepsNode = ieps ? taxNode(ieps, base, quantity) : undefined;
  const baseWithIeps = base.plus(amount(iepsNode));
  const iva = layer(input.taxes, 'iva');
  const ivaNode = iva ? taxNode(iva, baseWithIeps, quantity) : undefined;
  const ivar = layer(input.taxes, 'ivar');
  const ivarNode = ivar ? taxNode(ivar, baseWithIeps, quantity) : undefined;
  const isrr = layer(input.taxes, 'isrr');
  const isrrNode = isrr ? taxNode(isrr, base, quantity) : undefined;

  const traslados = [iepsNode, ivaNode].filter((node): node is TaxNode => node !== undefined);
  const retenciones = [ivarNode, isrrNode].filter((node): node is TaxNode => node !== undefined);
  const tax = amount(iepsNode).plus(amount(ivaNode)).minus(amount(ivarNode)).minus(amount(isrrNode));
  return {
    quantity: quantity.toFixed(),
    price_unit: priceUnit.toFixed(),
    importe: importe.toFixed(),
    subtotal: money(importe),
    discount: money(discount),
    objeto_imp: input.taxes.length > 0 ? '02' : '01',
    traslados,
    retenciones,
    ieps_traslado: money(amount(iepsNode)),
    iva_traslado: money(amount(ivaNode)),
    iva_retencion: money(amount(ivarNode)),
    isr_retencion: money(amount(isrrNode)),
    tax: money(tax),
    total: money(importe.minus(discount).plus(tax)),
  };
}

/** A summary tax group: transferred by tax, factor and rate; withheld likewise before SAT's grouping by tax. */
export interface TaxGroup {
  impuesto: TaxNode['impuesto'];
  factor: TipoFactor;
  rate?: string;
  base: string;
  importe?: string;
}

export interface InvoiceSummary {
  subtotal: string;
  discount: string;
  /** Impuestos/Traslados: grouped by tax, factor and rate; Exento with base only. */
  traslados: TaxGroup[];
  /** Impuestos/Retenciones: grouped by tax (SAT's summary carries Impuesto and Importe only). */
  retenciones: { impuesto: TaxNode['impuesto']; importe: string }[];
  /** Withheld taxes grouped by tax, factor and rate with their base (needed by the payment complement). */
  retenciones_detail: TaxGroup[];
  /** Absent when nothing is transferred or everything transferred is exempt. */
  total_traslados?: string;
  total_retenciones?: string;
  tax: string;
  total: string;
}

function group(nodes: readonly TaxNode[], keyOf: (node: TaxNode) => string): TaxGroup[] {
  const groups = new Map<string, { node: TaxNode; base: Decimal; importe: Decimal }>();
  for (const node of nodes) {
    const key = keyOf(node);
    const found = groups.get(key) ?? { node, base: new Decimal(0), importe: new Decimal(0) };
    found.base = found.base.plus(node.base);
    found.importe = found.importe.plus(amount(node));
    groups.set(key, found);
  }
  return [...groups.values()].map(({ node, base, importe }) => ({
    impuesto: node.impuesto,
    factor: node.factor,
    ...(node.rate === undefined ? {} : { rate: node.rate }),
    base: money(base),
    ...(node.factor === 'Exento' ? {} : { importe: money(importe) }),
  }));
}

const byTaxFactorRate = (node: TaxNode) => `${node.impuesto}|${node.factor}|${node.rate ?? ''}`;
const sum = (values: readonly (string | undefined)[]) =>
  values.reduce((total, value) => total.plus(value ?? 0), new Decimal(0));

/** The invoice's totals and its Impuestos node from its computed lines. */
export function summarize(lines: readonly LineResult[]): InvoiceSummary {
  const subtotal = sum(lines.map((line) => line.importe));
  const discount = sum(lines.map((line) => line.discount));
  const traslados = group(
    lines.flatMap((line) => line.traslados),
    byTaxFactorRate,
  );
  const retencionesDetail = group(
    lines.flatMap((line) => line.retenciones),
    byTaxFactorRate,
  );
  const retenciones = group(
    lines.flatMap((line) => line.retenciones),
    (node) => node.impuesto,
  ).map((retencion) => ({ impuesto: retencion.impuesto, importe: retencion.importe ?? '0.00' }));
  const charged = traslados.filter((traslado) => traslado.factor !== 'Exento');
  const totalTraslados = sum(charged.map((traslado) => traslado.importe));
  const totalRetenciones = sum(retenciones.map((retencion) => retencion.importe));
  const tax = totalTraslados.minus(totalRetenciones);
  return {
    subtotal: money(subtotal),
    discount: money(discount),
    traslados,
    retenciones,
    retenciones_detail: retencionesDetail,
    ...(charged.length > 0 ? { total_traslados: money(totalTraslados) } : {}),
    ...(retenciones.length > 0 ? { total_retenciones: money(totalRetenciones) } : {}),
    tax: money(tax),
    total: money(round(subtotal, 2).minus(round(discount, 2)).plus(tax)),
  };
}
