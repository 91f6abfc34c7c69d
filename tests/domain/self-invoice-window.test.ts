import { describe, expect, it } from 'vitest';
import { selfInvoiceDeadline, selfInvoiceState } from '../../src/domain/invoicing/self-invoice-window';

const sale = {
  referenceDate: '2026-11-26',
  status: 'completed' as const,
  invoiced: false,
  inGlobalInvoice: false,
};

describe('self-invoice window (autofactura)', () => {
  it('the deadline is the purchase month end plus the grace days', () => {
    expect(selfInvoiceDeadline('2026-11-26', 0)).toBe('2026-11-30');
    expect(selfInvoiceDeadline('2026-12-05', 3)).toBe('2027-01-03');
    expect(selfInvoiceDeadline('2028-02-01', 0)).toBe('2028-02-29');
  });

  it('a completed purchase is available until the deadline, then expired', () => {
    expect(selfInvoiceState(sale, '2026-11-30', 0)).toBe('available');
    expect(selfInvoiceState(sale, '2026-12-01', 0)).toBe('expired');
    expect(selfInvoiceState(sale, '2026-12-02', 2)).toBe('available');
  });

  it('a purchase in a factura global, canceled, unfinished or invoiced is not offered', () => {
    expect(selfInvoiceState({ ...sale, inGlobalInvoice: true }, '2026-11-27', 0)).toBe('in_global');
    expect(selfInvoiceState({ ...sale, status: 'canceled' }, '2026-11-27', 0)).toBe('canceled');
    expect(selfInvoiceState({ ...sale, status: 'confirmed' }, '2026-11-27', 0)).toBe('pending');
    expect(selfInvoiceState({ ...sale, invoiced: true, inGlobalInvoice: true }, '2026-12-27', 0)).toBe(
      'invoiced',
    );
  });
});
