import { describe, expect, it } from 'vitest';
import { invoiceFlags } from '../../src/domain/invoicing/invoice-flags';

const UUID = '5FB2822E-396D-4725-8521-CDC4BDD20CCF';

describe('invoice meta flags', () => {
  it('a draft can be edited and stamped, not sent or canceled', () => {
    expect(invoiceFlags({ uuid: null, stamp_state: null, cancel_status: null })).toEqual({
      can_send: false,
      can_be_stamped: true,
      can_be_canceled: false,
      is_editable: true,
    });
  });

  it('a stamped one can be sent and canceled, never edited or stamped again', () => {
    expect(invoiceFlags({ uuid: UUID, stamp_state: 'stamp', cancel_status: null })).toEqual({
      can_send: true,
      can_be_stamped: false,
      can_be_canceled: true,
      is_editable: false,
    });
  });

  it('while the receiver decides it cannot be canceled again; after a refusal it can', () => {
    expect(
      invoiceFlags({ uuid: UUID, stamp_state: 'stamp', cancel_status: 'en_proceso' }).can_be_canceled,
    ).toBe(false);
    expect(
      invoiceFlags({ uuid: UUID, stamp_state: 'stamp', cancel_status: 'rechazado' }).can_be_canceled,
    ).toBe(true);
  });

  it('a canceled one allows nothing', () => {
    expect(invoiceFlags({ uuid: UUID, stamp_state: 'cancel', cancel_status: 'cancelado' })).toEqual({
      can_send: false,
      can_be_stamped: false,
      can_be_canceled: false,
      is_editable: false,
    });
  });
});
