/** Cancelling a stamped CFDI (02 §3 Cancellation payload, §5 Cancel, SAT's c_MotivoCancelacion). */
export const CANCEL_MOTIVOS = {
  '01': 'Comprobante emitido con errores con relación',
  '02': 'Comprobante emitido con errores sin relación',
  '03': 'No se llevó a cabo la operación',
  '04': 'Operación nominativa relacionada en una factura global',
} as const;
export type CancelMotivo = keyof typeof CANCEL_MOTIVOS;

export const CANCEL_MESSAGES = {
  motivo: 'Selecciona el motivo de la cancelación.',
  substitute: 'Debe seleccionar una factura',
} as const;

const UUID = /^[0-9A-F]{8}-[0-9A-F]{4}-[0-9A-F]{4}-[0-9A-F]{4}-[0-9A-F]{12}$/i;

export interface CancellationRequest {
  motivo: string;
  folio_sustitucion?: string | null;
}

/** The request's errors by field: reason 01 needs the replacing invoice's UUID; others take none. */
export function cancellationErrors(
  request: CancellationRequest,
): Partial<Record<keyof CancellationRequest, string>> {
  if (!(request.motivo in CANCEL_MOTIVOS)) return { motivo: CANCEL_MESSAGES.motivo };
  if (request.motivo === '01' && !UUID.test(request.folio_sustitucion ?? '')) {
    return { folio_sustitucion: CANCEL_MESSAGES.substitute };
  }
  return {};
}
