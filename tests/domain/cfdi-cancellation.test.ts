import { describe, expect, it } from 'vitest';
import { CANCEL_MESSAGES, cancellationErrors } from '../../src/domain/invoicing/cfdi-cancellation';

describe('cancellation request (motivo, folio_sustitucion)', () => {
  it('reason 01 needs the replacing invoice: "Debe seleccionar una factura"', () => {
    expect(cancellationErrors({ motivo: '01' })).toEqual({ folio_sustitucion: CANCEL_MESSAGES.substitute });
    expect(cancellationErrors({ motivo: '01', folio_sustitucion: 'no-uuid' })).toEqual({
      folio_sustitucion: 'Debe seleccionar una factura',
    });
    expect(
      cancellationErrors({ motivo: '01', folio_sustitucion: '5fb2822e-396d-4725-8521-cdc4bdd20ccf' }),
    ).toEqual({});
  });

  it('reasons 02–04 need no substitute; anything else is refused', () => {
    for (const motivo of ['02', '03', '04']) expect(cancellationErrors({ motivo })).toEqual({});
    expect(cancellationErrors({ motivo: '05' })).toEqual({ motivo: CANCEL_MESSAGES.motivo });
    expect(cancellationErrors({ motivo: '' })).toEqual({ motivo: CANCEL_MESSAGES.motivo });
  });
});
