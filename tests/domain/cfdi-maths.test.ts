import { describe, expect, it } from 'vitest';
import {
  basePrice,
  computeLine,
  type LineInput,
  summarize,
  type TaxLayer,
} from '../../src/domain/invoicing/cfdi-maths';

const IVA16: TaxLayer = { type: 'iva', factor: 'Tasa', value: '0.16' };
const IVA0: TaxLayer = { type: 'iva', factor: 'Tasa', value: '0' };
const IVA_EXENTO: TaxLayer = { type: 'iva', factor: 'Exento', value: '0' };
/** Two thirds of the IVA, withheld by a company paying a person's professional fees. */
const IVA_RET: TaxLayer = { type: 'ivar', factor: 'Tasa', value: '0.106667' };
const ISR_RET10: TaxLayer = { type: 'isrr', factor: 'Tasa', value: '0.10' };
const ISR_RESICO: TaxLayer = { type: 'isrr', factor: 'Tasa', value: '0.0125' };
const IEPS8: TaxLayer = { type: 'ieps', factor: 'Tasa', value: '0.08' };
const IEPS_BEER: TaxLayer = { type: 'ieps', factor: 'Tasa', value: '0.265' };

const line = (over: Partial<LineInput>): LineInput => ({
  quantity: 1,
  price_input: 100,
  final_price: false,
  discount: 0,
  taxes: [IVA16],
  ...over,
});

describe('IVA 16 %', () => {
  it('on a price before taxes: 2 × 100 → subtotal 200.00, IVA 32.00, total 232.00', () => {
    const result = computeLine(line({ quantity: 2 }));
    expect(result).toMatchObject({
      price_unit: '100',
      importe: '200',
      subtotal: '200.00',
      tax: '32.00',
      total: '232.00',
    });
    expect(result.traslados).toEqual([
      { impuesto: '002', factor: 'Tasa', rate: '0.160000', base: '200', importe: '32.00' },
    ]);
    expect(result.objeto_imp).toBe('02');
  });

  it('on a price that includes it: 116 → price 100, IVA 16.00, total 116.00', () => {
    expect(computeLine(line({ price_input: 116, final_price: true }))).toMatchObject({
      price_unit: '100',
      iva_traslado: '16.00',
      total: '116.00',
    });
  });

  it('on a price that includes it: 100 → price 86.2069 (4 decimals), IVA 13.79, total 100.00', () => {
    const result = computeLine(line({ final_price: true }));
    expect(result).toMatchObject({
      price_unit: '86.2069',
      importe: '86.2069',
      subtotal: '86.21',
      tax: '13.79',
    });
    expect(summarize([result])).toMatchObject({
      subtotal: '86.21',
      total_traslados: '13.79',
      total: '100.00',
    });
  });
});

describe('retentions on professional fees (IVA withheld on base + IEPS, ISR on the base)', () => {
  it('10,000 of fees: IVA 1,600.00, IVA withheld 1,066.67, ISR withheld 1,000.00, total 9,533.33', () => {
    const result = computeLine(line({ price_input: 10000, taxes: [IVA16, IVA_RET, ISR_RET10] }));
    expect(result).toMatchObject({
      iva_traslado: '1600.00',
      iva_retencion: '1066.67',
      isr_retencion: '1000.00',
      tax: '-466.67',
      total: '9533.33',
    });
    expect(result.retenciones).toEqual([
      { impuesto: '002', factor: 'Tasa', rate: '0.106667', base: '10000', importe: '1066.67' },
      { impuesto: '001', factor: 'Tasa', rate: '0.100000', base: '10000', importe: '1000.00' },
    ]);
    const summary = summarize([result]);
    expect(summary.retenciones).toEqual([
      { impuesto: '002', importe: '1066.67' },
      { impuesto: '001', importe: '1000.00' },
    ]);
    expect(summary).toMatchObject({
      total_traslados: '1600.00',
      total_retenciones: '2066.67',
      total: '9533.33',
    });
  });

  it('the price back-calculation subtracts the retentions: 9,533.33 received → 10,000 of fees', () => {
    expect(basePrice('9533.33', [IVA16, IVA_RET, ISR_RET10])).toBe('10000');
  });

  it('RESICO withholds ISR at 1.25 %: 10,000 → ISR 125.00, total 10,408.33', () => {
    const result = computeLine(line({ price_input: 10000, taxes: [IVA16, IVA_RET, ISR_RESICO] }));
    expect(result).toMatchObject({ isr_retencion: '125.00', iva_retencion: '1066.67', total: '10408.33' });
    expect(result.retenciones[1]).toMatchObject({ rate: '0.012500' });
  });
});

describe('IEPS first, then IVA on the base plus IEPS', () => {
  it('100 with IEPS 8 %: IEPS 8.00, IVA 16 % of 108 = 17.28, total 125.28', () => {
    const result = computeLine(line({ taxes: [IVA16, IEPS8] }));
    expect(result.traslados).toEqual([
      { impuesto: '003', factor: 'Tasa', rate: '0.080000', base: '100', importe: '8.00' },
      { impuesto: '002', factor: 'Tasa', rate: '0.160000', base: '108', importe: '17.28' },
    ]);
    expect(result).toMatchObject({ ieps_traslado: '8.00', iva_traslado: '17.28', total: '125.28' });
  });

  it('beer, IEPS 26.5 %: 100 → IEPS 26.50, IVA 20.24, total 146.74; back from 146.74 → 100', () => {
    expect(computeLine(line({ taxes: [IVA16, IEPS_BEER] }))).toMatchObject({ tax: '46.74', total: '146.74' });
    expect(basePrice('146.74', [IVA16, IEPS_BEER])).toBe('100');
  });

  it('a fixed IEPS per unit (Cuota) is charged on the quantity and is not back-calculated', () => {
    const cuota: TaxLayer = { type: 'ieps', factor: 'Cuota', value: '1.5' };
    const result = computeLine(
      line({ quantity: 4, price_input: 20, final_price: true, taxes: [IVA16, cuota] }),
    );
    expect(result.price_unit).toBe('20');
    expect(result.traslados[0]).toEqual({
      impuesto: '003',
      factor: 'Cuota',
      rate: '1.500000',
      base: '4',
      importe: '6.00',
    });
    expect(result.traslados[1]).toMatchObject({ base: '86', importe: '13.76' });
  });
});

describe('discounts', () => {
  it('3 × 50 with 15 off: taxes on 135, summary subtotal 150.00, discount 15.00, total 156.60', () => {
    const result = computeLine(line({ quantity: 3, price_input: 50, discount: 15 }));
    expect(result).toMatchObject({
      subtotal: '150.00',
      discount: '15.00',
      iva_traslado: '21.60',
      total: '156.60',
    });
    expect(result.traslados[0]?.base).toBe('135');
    expect(summarize([result])).toMatchObject({ subtotal: '150.00', discount: '15.00', total: '156.60' });
  });
});

describe('several lines', () => {
  it('rounds the tax per line and sums: three lines of 0.3333 → IVA 0.05 each, 0.15 in all', () => {
    const lines = [1, 2, 3].map(() => computeLine(line({ price_input: '0.3333' })));
    const summary = summarize(lines);
    expect(summary).toMatchObject({ subtotal: '1.00', total_traslados: '0.15', total: '1.15' });
    expect(summary.traslados).toEqual([
      { impuesto: '002', factor: 'Tasa', rate: '0.160000', base: '1.00', importe: '0.15' },
    ]);
  });

  it('groups transferred taxes by tax, factor and rate; exempt carries the base only', () => {
    const summary = summarize([
      computeLine(line({ price_input: 100 })),
      computeLine(line({ price_input: 50, taxes: [IVA0] })),
      computeLine(line({ price_input: 30, taxes: [IVA_EXENTO] })),
      computeLine(line({ price_input: 200 })),
      computeLine(line({ price_input: 10, taxes: [] })),
    ]);
    expect(summary.traslados).toEqual([
      { impuesto: '002', factor: 'Tasa', rate: '0.160000', base: '300.00', importe: '48.00' },
      { impuesto: '002', factor: 'Tasa', rate: '0.000000', base: '50.00', importe: '0.00' },
      { impuesto: '002', factor: 'Exento', base: '30.00' },
    ]);
    expect(summary).toMatchObject({ subtotal: '390.00', total_traslados: '48.00', total: '438.00' });
    expect(summary.total_retenciones).toBeUndefined();
  });

  it('leaves TotalImpuestosTrasladados out when everything transferred is exempt; no tax → ObjetoImp 01', () => {
    const exempt = computeLine(line({ taxes: [IVA_EXENTO] }));
    expect(summarize([exempt]).total_traslados).toBeUndefined();
    expect(computeLine(line({ taxes: [] })).objeto_imp).toBe('01');
  });
});
