import { X509Certificate } from 'node:crypto';
import Decimal from 'decimal.js';
import { isGenericRfc } from '../../../../src/domain/invoicing/cfdi-rules';
import { regimesForUse, SAT_CFDI_IDS } from './sat-catalogs';
import { certificateAttributes, selloVerifies } from './seal-cfdi';
import { attr, childrenNamed, type XmlNode } from './xml-node';

/**
 * The SAT rules a stamp can check here, on a sealed CFDI 4.0: required attributes, catalogue
 * values, the Sello against the certificate, the certificate's owner and validity, the 72-hour
 * window, the totals, and the generic receivers' InformacionGlobal. Returns the refusals in
 * Spanish (empty: it passes).
 */
const REQUIRED = [
  'Fecha',
  'Sello',
  'NoCertificado',
  'Certificado',
  'SubTotal',
  'Moneda',
  'Total',
  'TipoDeComprobante',
  'Exportacion',
  'LugarExpedicion',
];
const STAMP_WINDOW_MS = 72 * 3_600_000;
/** Fecha is the issuer's local time: checked against now in the widest Mexican offsets. */
const LOCAL_OFFSETS_MS = [-8 * 3_600_000, -5 * 3_600_000];

const first = (node: XmlNode, path: string[]) =>
  path.reduce<XmlNode | undefined>(
    (found, name) => (found ? childrenNamed(found, name)[0] : undefined),
    node,
  );
const all = (node: XmlNode, path: string[]) =>
  path.reduce<XmlNode[]>((found, name) => found.flatMap((child) => childrenNamed(child, name)), [node]);

function inCatalog(problems: string[], ids: ReadonlySet<string>, value: string | undefined, label: string) {
  if (value !== undefined && !ids.has(value))
    problems.push(`${label} '${value}' no está en el catálogo del SAT.`);
}

function certificateProblems(comprobante: XmlNode, now: Date): string[] {
  const problems: string[] = [];
  const certificado = attr(comprobante, 'Certificado') ?? '';
  let certificate: X509Certificate;
  try {
    certificate = new X509Certificate(Buffer.from(certificado, 'base64'));
  } catch {
    return ['El certificado del comprobante no es válido.'];
  }
  if (!selloVerifies(comprobante))
    problems.push('El sello no corresponde a la cadena original y al certificado.');
  const der = Buffer.from(certificado, 'base64');
  if (certificateAttributes(der).no_certificado !== attr(comprobante, 'NoCertificado')) {
    problems.push('El número de certificado no corresponde al certificado.');
  }
  const owner = /x500UniqueIdentifier=([A-Z&Ñ0-9]{12,13})/.exec(certificate.subject)?.[1];
  if (owner !== attr(first(comprobante, ['cfdi:Emisor']) ?? comprobante, 'Rfc')) {
    problems.push('El RFC del emisor no corresponde al certificado.');
  }
  if (now < new Date(certificate.validFrom) || now > new Date(certificate.validTo)) {
    problems.push('El certificado no está vigente.');
  }
  return problems;
}

function dateProblems(fecha: string | undefined, now: Date): string[] {
  if (!fecha || !/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}$/.test(fecha))
    return ['La fecha del comprobante no es válida.'];
  const asUtc = new Date(`${fecha}Z`).getTime();
  const instants = LOCAL_OFFSETS_MS.map((offset) => asUtc - offset);
  if (Math.min(...instants) > now.getTime())
    return ['La fecha del comprobante es posterior a la del timbrado.'];
  if (Math.max(...instants) < now.getTime() - STAMP_WINDOW_MS) {
    return ['El comprobante tiene más de 72 horas de emitido: ya no se puede timbrar.'];
  }
  return [];
}

function totalProblems(comprobante: XmlNode): string[] {
  const impuestos = first(comprobante, ['cfdi:Impuestos']);
  const amount = (node: XmlNode | undefined, name: string) => new Decimal(node ? (attr(node, name) ?? 0) : 0);
  const expected = amount(comprobante, 'SubTotal')
    .minus(amount(comprobante, 'Descuento'))
    .plus(amount(impuestos, 'TotalImpuestosTrasladados'))
    .minus(amount(impuestos, 'TotalImpuestosRetenidos'));
  return expected.eq(amount(comprobante, 'Total'))
    ? []
    : ['El total no es igual al subtotal menos descuentos más impuestos.'];
}

function receiverProblems(comprobante: XmlNode): string[] {
  const problems: string[] = [];
  const receptor = first(comprobante, ['cfdi:Receptor']);
  if (!receptor) return ['Falta el receptor.'];
  const uso = attr(receptor, 'UsoCFDI') ?? '';
  const regime = attr(receptor, 'RegimenFiscalReceptor') ?? '';
  inCatalog(problems, SAT_CFDI_IDS.usosCfdi, uso, 'El uso de CFDI');
  inCatalog(problems, SAT_CFDI_IDS.regimenesFiscales, regime, 'El régimen fiscal del receptor');
  if (SAT_CFDI_IDS.usosCfdi.has(uso) && !regimesForUse(uso).includes(regime)) {
    problems.push(`El uso de CFDI '${uso}' no aplica al régimen fiscal '${regime}' del receptor.`);
  }
  const global = first(comprobante, ['cfdi:InformacionGlobal']);
  const generic = isGenericRfc(attr(receptor, 'Rfc') ?? '');
  if (global && !generic) problems.push('La información global solo aplica al RFC genérico.');
  if (
    !global &&
    attr(receptor, 'Rfc') === 'XAXX010101000' &&
    attr(receptor, 'Nombre') === 'PUBLICO EN GENERAL'
  ) {
    problems.push('Una factura al público en general lleva la información global.');
  }
  return problems;
}

export function cfdiProblems(comprobante: XmlNode, now: Date): string[] {
  if (attr(comprobante, 'Version') !== '4.0') return ['Solo se timbran CFDI versión 4.0.'];
  const missing = REQUIRED.filter((name) => !attr(comprobante, name));
  if (missing.length > 0) return [`Faltan atributos requeridos: ${missing.join(', ')}.`];
  const problems = [
    ...certificateProblems(comprobante, now),
    ...dateProblems(attr(comprobante, 'Fecha'), now),
  ];
  inCatalog(
    problems,
    SAT_CFDI_IDS.tiposComprobante,
    attr(comprobante, 'TipoDeComprobante'),
    'El tipo de comprobante',
  );
  inCatalog(
    problems,
    SAT_CFDI_IDS.exportaciones,
    attr(comprobante, 'Exportacion'),
    'La clave de exportación',
  );
  inCatalog(problems, SAT_CFDI_IDS.formasPago, attr(comprobante, 'FormaPago'), 'La forma de pago');
  inCatalog(problems, SAT_CFDI_IDS.metodosPago, attr(comprobante, 'MetodoPago'), 'El método de pago');
  inCatalog(
    problems,
    SAT_CFDI_IDS.regimenesFiscales,
    attr(first(comprobante, ['cfdi:Emisor']) ?? comprobante, 'RegimenFiscal'),
    'El régimen fiscal del emisor',
  );
  for (const concepto of all(comprobante, ['cfdi:Conceptos', 'cfdi:Concepto'])) {
    inCatalog(problems, SAT_CFDI_IDS.objetosImpuestos, attr(concepto, 'ObjetoImp'), 'El objeto de impuesto');
  }
  if (attr(comprobante, 'MetodoPago') === 'PPD' && attr(comprobante, 'FormaPago') !== '99') {
    problems.push('Con método de pago PPD la forma de pago debe ser 99 (Por definir).');
  }
  return [...problems, ...totalProblems(comprobante), ...receiverProblems(comprobante)];
}
