/**
 * The flags that gate an invoice's actions (02 §4, §6: the client shows what the server allows).
 * Computed from its state only; the server adds pdf_url and xml_url when the files exist.
 */
export interface InvoiceFlagState {
  /** The UUID from the stamp; null until stamped. */
  uuid: string | null;
  stamp_state: 'stamp' | 'cancel' | null;
  cancel_status: 'en_proceso' | 'cancelado' | 'rechazado' | 'plazo_vencido' | null;
}

export interface InvoiceFlags {
  can_send: boolean;
  can_be_stamped: boolean;
  can_be_canceled: boolean;
  is_editable: boolean;
}

export function invoiceFlags(invoice: InvoiceFlagState): InvoiceFlags {
  const stamped = invoice.uuid !== null;
  const live = stamped && invoice.stamp_state === 'stamp';
  return {
    // Only a stamped, not canceled CFDI is worth sending (its PDF and XML exist).
    can_send: live,
    can_be_stamped: !stamped,
    // A pending request waits for the receiver; a refused one may be asked again.
    can_be_canceled: live && invoice.cancel_status !== 'en_proceso',
    // A stamped CFDI never changes: it is canceled and replaced instead.
    is_editable: !stamped,
  };
}
