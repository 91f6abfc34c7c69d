import Decimal from 'decimal.js';
import { money, type TaxGroup } from './cfdi-maths';

/**
 * The maths of a payment complement (Pagos 2.0): each paid document's balance before and after,
 * its taxes in proportion to the part paid (ImpPagado / the document's Total, as SAT's filling
 * guide says), the payment's taxes (ImpuestosP: the documents' taxes divided by EquivalenciaDR),
 * and the Totales in MXN (× TipoCambioP). Amounts at 2 decimals, half-up.
 */

export interface PaidDocumentInput {
  uuid: string;
  serie?: string;
  folio?: string;
  moneda: string;
  /** Units of the document's currency per unit of the payment's currency; '1' when they are equal. */
  equivalencia: string;
  num_parcialidad: number;
  saldo_anterior: string;
  pagado: string;
  /** The document's Total and its summary taxes (transferred and withheld, by tax, factor and rate). */
  invoice_total: string;
  traslados: readonly TaxGroup[];
  retenciones: readonly TaxGroup[];
}

export interface PaymentInput {
  moneda: string;
  /** Pesos per unit of the payment's currency; '1' for MXN. */
  tipo_cambio: string;
  monto: string;
  doctos: readonly PaidDocumentInput[];
}

export interface PaidDocument extends Omit<PaidDocumentInput, 'traslados' | 'retenciones' | 'invoice_total'> {
  saldo_insoluto: string;
  objeto_imp: '01' | '02';
  traslados: TaxGroup[];
  retenciones: TaxGroup[];
}

export interface PaymentTotals {
  retenciones_iva?: string;
  retenciones_isr?: string;
  retenciones_ieps?: string;
  traslados_base_iva16?: string;
  traslados_impuesto_iva16?: string;
  traslados_base_iva8?: string;
  traslados_impuesto_iva8?: string;
  traslados_base_iva0?: string;
  traslados_impuesto_iva0?: string;
  traslados_base_iva_exento?: string;
  monto_total_pagos: string;
}

export interface PaymentResult {
  monto: string;
  doctos: PaidDocument[];
  traslados_p: TaxGroup[];
  retenciones_p: { impuesto: TaxGroup['impuesto']; importe: string }[];
  totales: PaymentTotals;
}

export const PAYMENT_MESSAGES = {
  paid: 'El importe pagado debe ser mayor que cero y no mayor que el saldo anterior.',
  monto: 'El monto del pago no alcanza para los importes pagados de los documentos.',
} as const;

export class PaymentError extends Error {
  constructor(
    readonly field: 'monto' | `doctos.${number}.imp_pagado`,
    message: string,
  ) {
    super(message);
  }
}

const d = (value: Decimal.Value) => new Decimal(value);

function proportional(groups: readonly TaxGroup[], ratio: Decimal): TaxGroup[] {
  return groups.map((group) => ({
    ...group,
    base: money(d(group.base).times(ratio)),
    ...(group.importe === undefined ? {} : { importe: money(d(group.importe).times(ratio)) }),
  }));
}

const keyOf = (group: TaxGroup) => `${group.impuesto}|${group.factor}|${group.rate ?? ''}`;

/** Adds groups of the same key, each amount divided by its document's equivalence. */
function addUp(
  entries: readonly { groups: readonly TaxGroup[]; equivalencia: string }[],
  key: (group: TaxGroup) => string,
) {
  const sums = new Map<string, { group: TaxGroup; base: Decimal; importe: Decimal }>();
  for (const { groups, equivalencia } of entries) {
    for (const group of groups) {
      const found = sums.get(key(group)) ?? { group, base: d(0), importe: d(0) };
      found.base = found.base.plus(d(group.base).div(equivalencia));
      found.importe = found.importe.plus(d(group.importe ?? 0).div(equivalencia));
      sums.set(key(group), found);
    }
  }
  return [...sums.values()];
}

function totals(
  traslados: readonly TaxGroup[],
  retenciones: PaymentResult['retenciones_p'],
  input: PaymentInput,
): PaymentTotals {
  const mxn = (value: Decimal.Value | undefined) =>
    value === undefined ? undefined : money(d(value).times(input.tipo_cambio));
  const iva = (rate: string) =>
    traslados.find((group) => group.impuesto === '002' && group.factor === 'Tasa' && group.rate === rate);
  const exento = traslados.find((group) => group.impuesto === '002' && group.factor === 'Exento');
  const withheld = (impuesto: string) =>
    mxn(retenciones.find((group) => group.impuesto === impuesto)?.importe);
  const entries: [keyof PaymentTotals, string | undefined][] = [
    ['retenciones_iva', withheld('002')],
    ['retenciones_isr', withheld('001')],
    ['retenciones_ieps', withheld('003')],
    ['traslados_base_iva16', mxn(iva('0.160000')?.base)],
    ['traslados_impuesto_iva16', mxn(iva('0.160000')?.importe)],
    ['traslados_base_iva8', mxn(iva('0.080000')?.base)],
    ['traslados_impuesto_iva8', mxn(iva('0.080000')?.importe)],
    ['traslados_base_iva0', mxn(iva('0.000000')?.base)],
    ['traslados_impuesto_iva0', mxn(iva('0.000000')?.importe)],
    ['traslados_base_iva_exento', mxn(exento?.base)],
  ];
  const present = entries.filter((entry): entry is [keyof PaymentTotals, string] => entry[1] !== undefined);
  return {
    ...Object.fromEntries(present),
    monto_total_pagos: money(d(input.monto).times(input.tipo_cambio)),
  };
}

/** Computes a payment complement's documents, taxes and totals; throws PaymentError on bad amounts. */
export function computePayment(input: PaymentInput): PaymentResult {
  const doctos = input.doctos.map((docto, index): PaidDocument => {
    const paid = d(docto.pagado);
    if (paid.lte(0) || paid.gt(docto.saldo_anterior))
      throw new PaymentError(`doctos.${index}.imp_pagado`, PAYMENT_MESSAGES.paid);
    const ratio = paid.div(docto.invoice_total);
    const { invoice_total: _total, traslados, retenciones, ...rest } = docto;
    const taxed = traslados.length + retenciones.length > 0;
    return {
      ...rest,
      saldo_anterior: money(docto.saldo_anterior),
      pagado: money(paid),
      saldo_insoluto: money(d(docto.saldo_anterior).minus(paid)),
      objeto_imp: taxed ? '02' : '01',
      traslados: proportional(traslados, ratio),
      retenciones: proportional(retenciones, ratio),
    };
  });
  const owed = doctos.reduce((sum, docto) => sum.plus(d(docto.pagado).div(docto.equivalencia)), d(0));
  if (owed.toDecimalPlaces(2, Decimal.ROUND_HALF_UP).gt(input.monto))
    throw new PaymentError('monto', PAYMENT_MESSAGES.monto);

  const perDocument = (pick: (docto: PaidDocument) => TaxGroup[]) =>
    doctos.map((docto) => ({ groups: pick(docto), equivalencia: docto.equivalencia }));
  const trasladosP = addUp(
    perDocument((docto) => docto.traslados),
    keyOf,
  ).map(({ group, base, importe }) => ({
    impuesto: group.impuesto,
    factor: group.factor,
    ...(group.rate === undefined ? {} : { rate: group.rate }),
    base: money(base),
    ...(group.factor === 'Exento' ? {} : { importe: money(importe) }),
  }));
  const retencionesP = addUp(
    perDocument((docto) => docto.retenciones),
    (group) => group.impuesto,
  ).map(({ group, importe }) => ({
    impuesto: group.impuesto,
    importe: money(importe),
  }));
  return {
    monto: money(input.monto),
    doctos,
    traslados_p: trasladosP,
    retenciones_p: retencionesP,
    totales: totals(trasladosP, retencionesP, input),
  };
}
