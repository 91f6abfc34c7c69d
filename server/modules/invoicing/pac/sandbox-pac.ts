import { createSign, generateKeyPairSync, type KeyObject, randomUUID } from 'node:crypto';
import { createZonedIsoFormatter } from '../../../../src/domain/rules/zoned-time';
import { cadenaOriginalTimbre } from '../cfdi/cadena-original';
import { cfdiProblems } from '../cfdi/cfdi-checks';
import { attr, childrenNamed, element, serializeXml, type XmlNode } from '../cfdi/xml-node';
import type { CancelRequest, CancelResult, PacAdapter, SealedCfdi, StampResult } from './pac-adapter';

/**
 * The local sandbox PAC (the default): it runs the checks SAT's rules allow here, then stamps
 * with a TimbreFiscalDigital 1.1 signed by a key of its own, generated per process. Its stamps
 * say so in Leyenda and carry a NoCertificadoSAT of zeros: NOT VALID BEFORE SAT.
 *
 * Cancellation follows SAT's flow: without the receiver's acceptance (total up to 1,000, credit
 * notes and payments, the general public, or within 24 hours of stamping) it is canceled at once;
 * otherwise it waits (en_proceso) for the receiver, and after 72 hours without an answer it is
 * canceled by plazo vencido. `answerAsReceiver` stands in for the receiver's answer.
 */
export const SANDBOX_LEYENDA = 'Timbre de prueba del entorno local: sin validez ante el SAT.';
export const SANDBOX_RFC_PROV_CERTIF = 'AAA010101AAA';
export const SANDBOX_NO_CERTIFICADO_SAT = '00000000000000000000';

const TFD_NS = 'http://www.sat.gob.mx/TimbreFiscalDigital';
const TFD_XSD = 'http://www.sat.gob.mx/sitio_internet/cfd/TimbreFiscalDigital/TimbreFiscalDigitalv11.xsd';
const HOUR_MS = 3_600_000;
const localTime = createZonedIsoFormatter('America/Mexico_City');

let sandboxKeys: { privateKey: KeyObject; publicKey: KeyObject } | undefined;

/** The sandbox's signing key pair (its public half verifies SelloSAT). */
export function sandboxKeyPair() {
  sandboxKeys ??= generateKeyPairSync('rsa', { modulusLength: 2048 });
  return sandboxKeys;
}

function withTimbre(comprobante: XmlNode, timbre: XmlNode): XmlNode {
  const complemento = childrenNamed(comprobante, 'cfdi:Complemento')[0];
  const children = complemento
    ? comprobante.children.map((child) =>
        child === complemento ? { ...child, children: [...child.children, timbre] } : child,
      )
    : [...comprobante.children, element('cfdi:Complemento', {}, [timbre])];
  return { ...comprobante, children };
}

/** The TimbreFiscalDigital 1.1 of a sealed CFDI, SelloSAT over its own cadena original. */
export function sandboxTimbre(sello: string, uuid: string, stampedAt: Date): XmlNode {
  const unsigned = element('tfd:TimbreFiscalDigital', {
    'xmlns:tfd': TFD_NS,
    'xsi:schemaLocation': `${TFD_NS} ${TFD_XSD}`,
    Version: '1.1',
    UUID: uuid,
    FechaTimbrado: localTime(stampedAt).slice(0, 19),
    RfcProvCertif: SANDBOX_RFC_PROV_CERTIF,
    Leyenda: SANDBOX_LEYENDA,
    SelloCFD: sello,
    NoCertificadoSAT: SANDBOX_NO_CERTIFICADO_SAT,
  });
  const selloSat = createSign('RSA-SHA256')
    .update(Buffer.from(cadenaOriginalTimbre(unsigned), 'utf8'))
    .sign(sandboxKeyPair().privateKey, 'base64');
  return { ...unsigned, attrs: [...unsigned.attrs, ['SelloSAT', selloSat]] };
}

export class SandboxPac implements PacAdapter {
  readonly name = 'sandbox';
  private readonly answers = new Map<string, boolean>();

  constructor(private readonly now: () => Date) {}

  async stamp(cfdi: SealedCfdi): Promise<StampResult> {
    const stampedAt = this.now();
    const problems = cfdiProblems(cfdi.comprobante, stampedAt);
    if (problems.length > 0) return { stamped: false, reason: problems.join(' ') };
    const uuid = randomUUID().toUpperCase();
    const comprobante = withTimbre(
      cfdi.comprobante,
      sandboxTimbre(attr(cfdi.comprobante, 'Sello') ?? '', uuid, stampedAt),
    );
    return { stamped: true, uuid, stampedAt, comprobante, xml: serializeXml(comprobante) };
  }

  async cancel(request: CancelRequest): Promise<CancelResult> {
    const at = this.now();
    if (withoutAcceptance(request, at)) return { status: 'cancelado', canceled: true, at };
    return { status: 'en_proceso', canceled: false, at };
  }

  async status(request: CancelRequest & { requestedAt: Date }): Promise<CancelResult> {
    const at = this.now();
    if (withoutAcceptance(request, request.requestedAt)) return { status: 'cancelado', canceled: true, at };
    const answer = this.answers.get(request.uuid);
    if (answer !== undefined) return { status: answer ? 'cancelado' : 'rechazado', canceled: answer, at };
    if (at.getTime() - request.requestedAt.getTime() >= 72 * HOUR_MS)
      return { status: 'plazo_vencido', canceled: true, at };
    return { status: 'en_proceso', canceled: false, at };
  }

  /** The receiver accepts (true) or refuses (false) a pending cancellation. */
  answerAsReceiver(uuid: string, accept: boolean): void {
    this.answers.set(uuid, accept);
  }
}

/** SAT's cases where the receiver is not asked (Reglas de la RMF 2.7.1.35, simplified to what we issue). */
function withoutAcceptance(request: CancelRequest, requestedAt: Date): boolean {
  return (
    Number(request.total) <= 1000 ||
    request.tipo !== 'I' ||
    request.receptorRfc === 'XAXX010101000' ||
    requestedAt.getTime() - request.stampedAt.getTime() <= 24 * HOUR_MS
  );
}
