import { describe, expect, it } from 'vitest';
import { computeLine } from '../../src/domain/invoicing/cfdi-maths';
import { INVOICE_TAXES, invoiceTaxById } from '../../src/domain/invoicing/invoice-taxes';

const totalOf = (id: string | null) =>
  computeLine({
    quantity: 1,
    price_input: 10000,
    final_price: false,
    discount: 0,
    taxes: invoiceTaxById(id)?.layers ?? [],
  }).total;

describe('the item taxes offered', () => {
  it("start with 'Sin impuestos' (null id) and have unique ids", () => {
    expect(INVOICE_TAXES[0]).toEqual({ id: null, name: 'Sin impuestos', layers: [] });
    expect(new Set(INVOICE_TAXES.map((tax) => tax.id)).size).toBe(INVOICE_TAXES.length);
  });

  it('compute as their names say on 10,000', () => {
    expect(totalOf(null)).toBe('10000.00');
    expect(totalOf('iva16')).toBe('11600.00');
    expect(totalOf('iva8')).toBe('10800.00');
    expect(totalOf('exento')).toBe('10000.00');
    expect(totalOf('ieps8-iva16')).toBe('12528.00');
    expect(totalOf('honorarios')).toBe('9533.33');
    expect(totalOf('resico')).toBe('10408.33');
  });
});
