import { describe, expect, it } from 'vitest';
import { computeLine, summarize, type TaxLayer } from '../../src/domain/invoicing/cfdi-maths';
import {
  computePayment,
  PAYMENT_MESSAGES,
  type PaidDocumentInput,
  PaymentError,
} from '../../src/domain/invoicing/cfdi-payment-maths';

const IVA16: TaxLayer = { type: 'iva', factor: 'Tasa', value: '0.16' };
const IVA_RET: TaxLayer = { type: 'ivar', factor: 'Tasa', value: '0.106667' };
const ISR_RET10: TaxLayer = { type: 'isrr', factor: 'Tasa', value: '0.10' };

function invoice(price: number, taxes: TaxLayer[]) {
  return summarize([
    computeLine({ quantity: 1, price_input: price, final_price: false, discount: 0, taxes }),
  ]);
}

function paid(summary: ReturnType<typeof invoice>, over: Partial<PaidDocumentInput>): PaidDocumentInput {
  return {
    uuid: '5FB2822E-396D-4725-8521-CDC4BDD20CCF',
    moneda: 'MXN',
    equivalencia: '1',
    num_parcialidad: 1,
    saldo_anterior: summary.total,
    pagado: summary.total,
    invoice_total: summary.total,
    traslados: summary.traslados,
    retenciones: summary.retenciones_detail,
    ...over,
  };
}

describe('payment complement maths (Pagos 2.0)', () => {
  it('half of a 1,160.00 invoice: balance 580.00, taxes in proportion, Totales in pesos', () => {
    const summary = invoice(1000, [IVA16]);
    const result = computePayment({
      moneda: 'MXN',
      tipo_cambio: '1',
      monto: '580',
      doctos: [paid(summary, { pagado: '580' })],
    });
    expect(result.doctos[0]).toMatchObject({
      saldo_anterior: '1160.00',
      pagado: '580.00',
      saldo_insoluto: '580.00',
      objeto_imp: '02',
      traslados: [{ impuesto: '002', factor: 'Tasa', rate: '0.160000', base: '500.00', importe: '80.00' }],
    });
    expect(result.traslados_p).toEqual([
      { impuesto: '002', factor: 'Tasa', rate: '0.160000', base: '500.00', importe: '80.00' },
    ]);
    expect(result.totales).toEqual({
      traslados_base_iva16: '500.00',
      traslados_impuesto_iva16: '80.00',
      monto_total_pagos: '580.00',
    });
  });

  it('carries the withheld taxes in proportion and sums them by tax in ImpuestosP and Totales', () => {
    const summary = invoice(10000, [IVA16, IVA_RET, ISR_RET10]);
    const result = computePayment({
      moneda: 'MXN',
      tipo_cambio: '1',
      monto: '4766.67',
      doctos: [paid(summary, { pagado: '4766.67' })],
    });
    // 4,766.67 / 9,533.33 = 0.5000005…: the bases come to 5,000.005 → 5,000.01.
    expect(result.doctos[0]?.retenciones).toEqual([
      { impuesto: '002', factor: 'Tasa', rate: '0.106667', base: '5000.01', importe: '533.34' },
      { impuesto: '001', factor: 'Tasa', rate: '0.100000', base: '5000.01', importe: '500.00' },
    ]);
    expect(result.retenciones_p).toEqual([
      { impuesto: '002', importe: '533.34' },
      { impuesto: '001', importe: '500.00' },
    ]);
    expect(result.totales).toMatchObject({
      retenciones_iva: '533.34',
      retenciones_isr: '500.00',
      monto_total_pagos: '4766.67',
    });
  });

  it('converts the Totales to pesos with the payment exchange rate', () => {
    const summary = invoice(100, [IVA16]);
    const result = computePayment({
      moneda: 'USD',
      tipo_cambio: '17.5',
      monto: '116',
      doctos: [paid(summary, { moneda: 'USD' })],
    });
    expect(result.totales).toEqual({
      traslados_base_iva16: '1750.00',
      traslados_impuesto_iva16: '280.00',
      monto_total_pagos: '2030.00',
    });
  });

  it('adds up two documents and numbers the second instalment', () => {
    const first = invoice(1000, [IVA16]);
    const second = invoice(500, [IVA16]);
    const result = computePayment({
      moneda: 'MXN',
      tipo_cambio: '1',
      monto: '1000',
      doctos: [
        paid(first, { pagado: '420', saldo_anterior: '580', num_parcialidad: 2 }),
        paid(second, { pagado: '580' }),
      ],
    });
    expect(result.doctos.map((docto) => [docto.num_parcialidad, docto.saldo_insoluto])).toEqual([
      [2, '160.00'],
      [1, '0.00'],
    ]);
    expect(result.traslados_p[0]).toMatchObject({ base: '862.07', importe: '137.93' });
  });

  it('refuses paying more than the balance, nothing, or more than the payment amount', () => {
    const summary = invoice(1000, [IVA16]);
    const pay = (pagado: string, monto: string) =>
      computePayment({ moneda: 'MXN', tipo_cambio: '1', monto, doctos: [paid(summary, { pagado })] });
    expect(() => pay('1160.01', '2000')).toThrow(
      new PaymentError('doctos.0.imp_pagado', PAYMENT_MESSAGES.paid),
    );
    expect(() => pay('0', '2000')).toThrow(PAYMENT_MESSAGES.paid);
    expect(() => pay('600', '599.99')).toThrow(PAYMENT_MESSAGES.monto);
  });
});
