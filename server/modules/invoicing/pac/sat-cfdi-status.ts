import { verificationUrl } from '../pdf/verification-url';
import type { CancelRequest, CancelResult } from './pac-adapter';
import { PacError } from './pac-error';

/**
 * SAT's public CFDI status service (ConsultaCFDIService, SOAP), which SW Sapien's SDKs call for
 * "Consulta Estatus SAT": it receives the verification expression (id, re, rr, tt, fe, as in the
 * printed QR) and answers Estado (Vigente / Cancelado / No Encontrado) and EstatusCancelacion
 * (En proceso, Plazo vencido, Cancelado con / sin aceptación, Solicitud rechazada). No PAC
 * account is involved: the token is never sent there.
 */
export const SAT_STATUS_URL = 'https://consultaqr.facturaelectronica.sat.gob.mx/ConsultaCFDIService.svc';
/** SW's stand-in of that service for CFDI stamped on its test environment (services.test.sw.com.mx). */
export const SW_TEST_STATUS_URL = 'http://consultaqrfacturaelectronicatest.sw.com.mx/ConsultaCFDIService.svc';
export const SAT_STATUS_ACTION = 'http://tempuri.org/IConsultaCFDIService/Consulta';

const UNREACHABLE =
  'No se pudo consultar al SAT el estado de la cancelación; se consultará de nuevo más tarde.';

const escapeXml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

export function satStatusEnvelope(request: CancelRequest): string {
  const expression = verificationUrl({
    uuid: request.uuid,
    emisorRfc: request.emisorRfc,
    receptorRfc: request.receptorRfc,
    total: request.total,
    sello: request.sello,
  });
  return (
    '<?xml version="1.0" encoding="utf-8"?>' +
    '<s:Envelope xmlns:s="http://schemas.xmlsoap.org/soap/envelope/"><s:Body>' +
    `<Consulta xmlns="http://tempuri.org/"><expresionImpresa>${escapeXml(expression)}</expresionImpresa></Consulta>` +
    '</s:Body></s:Envelope>'
  );
}

/** A field of the answer (its elements carry the data contract's prefix, a:). */
const field = (xml: string, name: string) =>
  new RegExp(`<(?:\\w+:)?${name}>([^<]*)</(?:\\w+:)?${name}>`).exec(xml)?.[1]?.trim() ?? '';

/** SAT's answer as our statuses; a request SAT does not show yet is still en proceso. */
export function cancelResultOf(xml: string, at: Date): CancelResult {
  const estado = field(xml, 'Estado');
  const cancelacion = field(xml, 'EstatusCancelacion').toLowerCase();
  if (!estado) throw new PacError(UNREACHABLE);
  if (estado === 'Cancelado') {
    return {
      status: cancelacion.startsWith('plazo vencido') ? 'plazo_vencido' : 'cancelado',
      canceled: true,
      at,
    };
  }
  if (cancelacion.startsWith('solicitud rechazada')) return { status: 'rechazado', canceled: false, at };
  return { status: 'en_proceso', canceled: false, at };
}

export async function querySatStatus(
  url: string,
  request: CancelRequest,
  fetcher: typeof fetch,
  now: () => Date,
): Promise<CancelResult> {
  let response: Response;
  try {
    response = await fetcher(url, {
      method: 'POST',
      headers: { 'content-type': 'text/xml; charset=utf-8', soapaction: SAT_STATUS_ACTION },
      body: satStatusEnvelope(request),
      signal: AbortSignal.timeout(30_000),
    });
  } catch {
    throw new PacError(UNREACHABLE);
  }
  const text = await response.text();
  if (response.status !== 200) throw new PacError(UNREACHABLE);
  return cancelResultOf(text, now());
}
