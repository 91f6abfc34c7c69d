import { zoneOffsetMinutes } from '../../../../src/domain/rules/zoned-time';
import { attr, childrenNamed } from '../cfdi/xml-node';
import { parseXml } from '../pdf/parse-xml';
import type { CancelRequest, CancelResult, PacAdapter, SealedCfdi, StampResult } from './pac-adapter';
import { PacError } from './pac-error';
import { querySatStatus } from './sat-cfdi-status';

/**
 * SW Sapien's REST API (developers.sw.com.mx): the sealed XML is sent as the multipart field
 * `xml` to /cfdi33/stamp/v4 with the account's token (`Authorization: bearer …`), and the answer
 * is JSON `{status, data: {cfdi, uuid, fechaTimbrado, …}}` or `{status: 'error', message,
 * messageDetail}`. Cancellation goes to /cfdi33/cancel/{rfc}/{uuid}/{motivo}[/{folio}] with the
 * CSD that the account holds at SW; where it stands is asked of SAT's status service, as SW's
 * SDKs do. The token never reaches a log, an error message or SAT.
 */
export interface SwSapienConfig {
  url: string;
  token: string;
  /** SAT's status service (sat-cfdi-status.ts); SW's test stand-in of it for SW's test environment. */
  statusUrl: string;
}

interface SwAnswer {
  status?: string;
  message?: string;
  messageDetail?: string;
  data?: {
    cfdi?: string;
    uuid?: string | Record<string, string>;
    fechaTimbrado?: string;
    acuse?: string;
  } | null;
}

const MEXICO_CITY = 'America/Mexico_City';

/** FechaTimbrado is Mexico City's local time without offset. */
function fromMexicoCity(local: string): Date {
  const asUtc = new Date(`${local}Z`);
  return new Date(asUtc.getTime() - zoneOffsetMinutes(asUtc, MEXICO_CITY) * 60_000);
}

/** A refusal in Spanish: SW's own message (already Spanish, with SAT's rule code) and its detail. */
function refusal(status: number, answer: SwAnswer | null): string {
  if (status === 401 || status === 403)
    return 'El PAC rechazó las credenciales de acceso (revisa PAC_TOKEN).';
  if (!answer || (!answer.message && !answer.messageDetail)) {
    return `El PAC no respondió como se esperaba (HTTP ${status}). Intenta de nuevo más tarde.`;
  }
  const parts = [answer.message, answer.messageDetail].filter(
    (part, index, all): part is string => Boolean(part) && all.indexOf(part) === index,
  );
  return `El PAC rechazó el comprobante: ${parts.join(' — ')}`;
}

export class SwSapienPac implements PacAdapter {
  readonly name = 'sw-sapien';

  constructor(
    private readonly config: SwSapienConfig,
    private readonly fetcher: typeof fetch = fetch,
  ) {}

  private async call(
    path: string,
    init: RequestInit,
    signal?: AbortSignal,
  ): Promise<{ status: number; answer: SwAnswer | null }> {
    const timeout = AbortSignal.timeout(60_000);
    let response: Response;
    try {
      response = await this.fetcher(`${this.config.url}${path}`, {
        ...init,
        headers: {
          ...(init.headers as Record<string, string>),
          authorization: `bearer ${this.config.token}`,
        },
        signal: signal ? AbortSignal.any([timeout, signal]) : timeout,
      });
    } catch {
      throw new PacError('No se pudo conectar con el PAC. Intenta de nuevo en unos minutos.');
    }
    const text = await response.text();
    try {
      return { status: response.status, answer: text ? (JSON.parse(text) as SwAnswer) : null };
    } catch {
      return { status: response.status, answer: null };
    }
  }

  async stamp(cfdi: SealedCfdi, signal?: AbortSignal): Promise<StampResult> {
    const form = new FormData();
    form.append('xml', new Blob([cfdi.xml], { type: 'text/xml' }), 'xml');
    let reply: Awaited<ReturnType<SwSapienPac['call']>>;
    try {
      reply = await this.call('/cfdi33/stamp/v4', { method: 'POST', body: form }, signal);
    } catch (error) {
      return { stamped: false, reason: (error as Error).message };
    }
    const { status, answer } = reply;
    const xml = answer?.data?.cfdi;
    if (status !== 200 || answer?.status !== 'success' || !xml)
      return { stamped: false, reason: refusal(status, answer) };
    const comprobante = parseXml(xml);
    const complemento = childrenNamed(comprobante, 'cfdi:Complemento')[0];
    const timbre = complemento ? childrenNamed(complemento, 'tfd:TimbreFiscalDigital')[0] : undefined;
    const uuid = timbre ? attr(timbre, 'UUID') : undefined;
    const fecha = timbre ? attr(timbre, 'FechaTimbrado') : undefined;
    if (!uuid || !fecha)
      return { stamped: false, reason: 'El PAC devolvió un CFDI sin timbre fiscal digital.' };
    return { stamped: true, uuid: uuid.toUpperCase(), stampedAt: fromMexicoCity(fecha), xml, comprobante };
  }

  /**
   * SW answers 201 when SAT received the request (canceled at once or waiting for the receiver:
   * status() tells which) and 202 when the CFDI was already canceled.
   */
  async cancel(request: CancelRequest): Promise<CancelResult> {
    const folio = request.motivo === '01' && request.folioSustitucion ? `/${request.folioSustitucion}` : '';
    const path = `/cfdi33/cancel/${encodeURIComponent(request.emisorRfc)}/${request.uuid}/${request.motivo}${folio}`;
    const { status, answer } = await this.call(path, { method: 'POST' });
    if (status !== 200 || answer?.status !== 'success') throw new PacError(refusal(status, answer));
    const codes = answer.data?.uuid;
    const code =
      typeof codes === 'object' && codes
        ? (codes[request.uuid] ?? codes[request.uuid.toLowerCase()])
        : undefined;
    if (code === '202') return { status: 'cancelado', canceled: true, at: new Date() };
    return { status: 'en_proceso', canceled: false, at: new Date() };
  }

  /** Where a cancellation stands: SW's SDKs ask SAT's public status service (sat-cfdi-status.ts). */
  async status(request: CancelRequest): Promise<CancelResult> {
    return querySatStatus(this.config.statusUrl, request, this.fetcher, () => new Date());
  }
}
