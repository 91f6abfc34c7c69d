import { describe, expect, it } from 'vitest';
import { pricedLines, type SaleLine } from '../../server/modules/invoicing/sale-concepts';
import { purchaseConcepts, SelfInvoiceRefused } from '../../server/modules/invoicing/self-invoice-issue';
import { computeLine, summarize } from '../../src/domain/invoicing/cfdi-maths';
import { invoiceTaxById } from '../../src/domain/invoicing/invoice-taxes';

const line = (total: string, keys: [string, string]): SaleLine => ({
  productId: null,
  name: 'Taco',
  quantity: 1,
  total,
  discount: '0',
  satProductKey: keys[0],
  satUnitKey: keys[1],
  taxIva: 'iva16',
  iepsPercent: null,
});

const priced = pricedLines({ shipping: '0', discount: '10' }, [
  line('100.00', ['50192100', 'H87']),
  line('55.50', ['90101501', 'E48']),
]);

/** The CFDI's Total of these concepts, by the invoice maths. */
const totalOf = (items: ReturnType<typeof purchaseConcepts>) =>
  summarize(items.map((item) => computeLine({ ...item, taxes: invoiceTaxById(item.tax_id)?.layers ?? [] })))
    .total;

describe('purchaseConcepts (a self-invoice of a ticket or a loyalty purchase)', () => {
  it('gives each line its own SAT keys when the lines add up to what was paid', () => {
    const items = purchaseConcepts(priced, '145.50', 'no cuadra');
    expect(items.map((item) => [item.clave_prod_serv, item.clave_unidad])).toEqual([
      ['50192100', 'H87'],
      ['90101501', 'E48'],
    ]);
    expect(totalOf(items)).toBe('145.50');
  });

  it('refuses, with the reason the customer reads, a purchase whose lines miss what was paid by a cent', () => {
    expect(() =>
      purchaseConcepts(priced, '145.51', 'los importes del ticket no cuadran con su total.'),
    ).toThrow(new SelfInvoiceRefused('los importes del ticket no cuadran con su total.'));
  });
});
