import type { CancelMotivo } from '../../../../src/domain/invoicing/cfdi-cancellation';
import type { XmlNode } from '../cfdi/xml-node';

/**
 * What the invoicing module asks of a PAC (proveedor autorizado de certificación). The local
 * sandbox (sandbox-pac.ts) is the default; a real PAC's adapter implements the same three calls.
 */
export interface PacAdapter {
  /** Shown next to stamps; 'sandbox' stamps are not valid before SAT. */
  readonly name: string;
  /**
   * Validates the sealed CFDI and returns it with its TimbreFiscalDigital, or the refusal. An
   * aborted `signal` drops the call (its result is then never used).
   */
  stamp(cfdi: SealedCfdi, signal?: AbortSignal): Promise<StampResult>;
  /** Asks SAT (through the PAC) to cancel a stamped CFDI. */
  cancel(request: CancelRequest): Promise<CancelResult>;
  /** Where a cancellation request stands now. */
  status(request: CancelRequest & { requestedAt: Date }): Promise<CancelResult>;
}

/** The sealed document: the XML text a PAC receives and the tree it was written from. */
export interface SealedCfdi {
  xml: string;
  comprobante: XmlNode;
}

export type StampResult =
  | { stamped: true; uuid: string; stampedAt: Date; xml: string; comprobante: XmlNode }
  | { stamped: false; reason: string };

export interface CancelRequest {
  uuid: string;
  emisorRfc: string;
  receptorRfc: string;
  tipo: 'I' | 'E' | 'P';
  total: string;
  /** The CFDI's Sello: SAT's status query carries its last 8 characters (fe). */
  sello: string;
  stampedAt: Date;
  motivo: CancelMotivo;
  folioSustitucion?: string;
}

/**
 * SAT's answers: canceled at once (sin aceptación), waiting for the receiver (con aceptación:
 * en_proceso), canceled because the receiver did not answer within 72 hours (plazo_vencido),
 * accepted (cancelado) or refused (rechazado) by the receiver.
 */
export interface CancelResult {
  status: 'cancelado' | 'en_proceso' | 'rechazado' | 'plazo_vencido';
  /** Whether the CFDI is now canceled (cancelado or plazo_vencido). */
  canceled: boolean;
  /** The acknowledgement's date, when SAT gave one. */
  at: Date;
}
