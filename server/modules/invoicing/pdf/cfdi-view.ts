import { cadenaOriginalTimbre } from '../cfdi/cadena-original';
import { SAT_CFDI_CATALOGS } from '../cfdi/sat-catalogs';
import { attr, childrenNamed, type XmlNode } from '../cfdi/xml-node';

/**
 * What the printed representation shows, read from the stamped CFDI tree, with the display
 * names of SAT's catalogues ('601 - General de Ley Personas Morales').
 */
export interface CfdiTax {
  kind: 'Traslado' | 'Retención';
  impuesto: string;
  base?: string;
  factor?: string;
  rate?: string;
  importe?: string;
}

export interface CfdiView {
  tipo: string;
  tipoLabel: string;
  serieFolio: string;
  fecha: string;
  lugarExpedicion: string;
  moneda: string;
  tipoCambio?: string;
  formaPago?: string;
  metodoPago?: string;
  exportacion?: string;
  noCertificado: string;
  sello: string;
  emisor: { rfc: string; nombre: string; regimen: string };
  receptor: { rfc: string; nombre: string; domicilio: string; regimen: string; uso: string };
  conceptos: {
    clave: string;
    cantidad: string;
    unidad: string;
    descripcion: string;
    valorUnitario: string;
    importe: string;
    descuento?: string;
    taxes: CfdiTax[];
  }[];
  taxes: CfdiTax[];
  subTotal: string;
  descuento?: string;
  totalTraslados?: string;
  totalRetenciones?: string;
  total: string;
  relacionados: { tipoRelacion: string; uuids: string[] }[];
  pagos: {
    fecha: string;
    formaPago: string;
    moneda: string;
    monto: string;
    doctos: {
      uuid: string;
      serieFolio: string;
      parcialidad: string;
      saldoAnterior: string;
      pagado: string;
      saldoInsoluto: string;
    }[];
  }[];
  timbre: {
    uuid: string;
    fechaTimbrado: string;
    noCertificadoSat: string;
    rfcProvCertif: string;
    selloCfd: string;
    selloSat: string;
    leyenda?: string;
    cadena: string;
  };
}

type Entry = { id: string; texto: string };
const labelled = (entries: readonly Entry[], id: string | undefined) => {
  if (id === undefined) return undefined;
  const entry = entries.find((candidate) => candidate.id === id);
  return entry ? `${id} - ${entry.texto}` : id;
};
const shown = (entries: readonly Entry[], id: string | undefined) => labelled(entries, id) ?? '';

const child = (node: XmlNode | undefined, name: string) => (node ? childrenNamed(node, name)[0] : undefined);
const value = (node: XmlNode | undefined, name: string) => (node ? attr(node, name) : undefined);
const text = (node: XmlNode | undefined, name: string) => value(node, name) ?? '';

const IMPUESTO_NAMES: Record<string, string> = { '001': 'ISR', '002': 'IVA', '003': 'IEPS' };

function taxesOf(impuestos: XmlNode | undefined, suffix = ''): CfdiTax[] {
  const read = (kind: CfdiTax['kind'], list: string, item: string) =>
    childrenNamed(child(impuestos, list) ?? { name: '', attrs: [], children: [] }, item).map(
      (node): CfdiTax => ({
        kind,
        impuesto: IMPUESTO_NAMES[text(node, `Impuesto${suffix}`)] ?? text(node, `Impuesto${suffix}`),
        base: value(node, `Base${suffix}`),
        factor: value(node, `TipoFactor${suffix}`),
        rate: value(node, `TasaOCuota${suffix}`),
        importe: value(node, `Importe${suffix}`),
      }),
    );
  return [
    ...read('Traslado', 'cfdi:Traslados', 'cfdi:Traslado'),
    ...read('Retención', 'cfdi:Retenciones', 'cfdi:Retencion'),
  ];
}

const serieFolio = (node: XmlNode | undefined) => `${text(node, 'Serie')}${text(node, 'Folio')}`;

export function cfdiView(comprobante: XmlNode): CfdiView {
  const catalogs = SAT_CFDI_CATALOGS;
  const emisor = child(comprobante, 'cfdi:Emisor');
  const receptor = child(comprobante, 'cfdi:Receptor');
  const impuestos = child(comprobante, 'cfdi:Impuestos');
  const complemento = child(comprobante, 'cfdi:Complemento');
  const timbre = child(complemento, 'tfd:TimbreFiscalDigital');
  if (!timbre) throw new Error('El CFDI no está timbrado.');
  const tipo = text(comprobante, 'TipoDeComprobante');
  return {
    tipo,
    tipoLabel: shown(catalogs.tiposComprobante, tipo),
    serieFolio: serieFolio(comprobante),
    fecha: text(comprobante, 'Fecha'),
    lugarExpedicion: text(comprobante, 'LugarExpedicion'),
    moneda: text(comprobante, 'Moneda'),
    tipoCambio: value(comprobante, 'TipoCambio'),
    formaPago: labelled(catalogs.formasPago, value(comprobante, 'FormaPago')),
    metodoPago: labelled(catalogs.metodosPago, value(comprobante, 'MetodoPago')),
    exportacion: labelled(catalogs.exportaciones, value(comprobante, 'Exportacion')),
    noCertificado: text(comprobante, 'NoCertificado'),
    sello: text(comprobante, 'Sello'),
    emisor: {
      rfc: text(emisor, 'Rfc'),
      nombre: text(emisor, 'Nombre'),
      regimen: shown(catalogs.regimenesFiscales, value(emisor, 'RegimenFiscal')),
    },
    receptor: {
      rfc: text(receptor, 'Rfc'),
      nombre: text(receptor, 'Nombre'),
      domicilio: text(receptor, 'DomicilioFiscalReceptor'),
      regimen: shown(catalogs.regimenesFiscales, value(receptor, 'RegimenFiscalReceptor')),
      uso: shown(catalogs.usosCfdi, value(receptor, 'UsoCFDI')),
    },
    conceptos: childrenNamed(child(comprobante, 'cfdi:Conceptos') ?? comprobante, 'cfdi:Concepto').map(
      (concepto) => ({
        clave: text(concepto, 'ClaveProdServ'),
        cantidad: text(concepto, 'Cantidad'),
        unidad: [text(concepto, 'ClaveUnidad'), value(concepto, 'Unidad')].filter(Boolean).join(' - '),
        descripcion: text(concepto, 'Descripcion'),
        valorUnitario: text(concepto, 'ValorUnitario'),
        importe: text(concepto, 'Importe'),
        descuento: value(concepto, 'Descuento'),
        taxes: taxesOf(child(concepto, 'cfdi:Impuestos')),
      }),
    ),
    taxes: taxesOf(impuestos),
    subTotal: text(comprobante, 'SubTotal'),
    descuento: value(comprobante, 'Descuento'),
    totalTraslados: value(impuestos, 'TotalImpuestosTrasladados'),
    totalRetenciones: value(impuestos, 'TotalImpuestosRetenidos'),
    total: text(comprobante, 'Total'),
    relacionados: childrenNamed(comprobante, 'cfdi:CfdiRelacionados').map((group) => ({
      tipoRelacion: shown(catalogs.tiposRelacion, value(group, 'TipoRelacion')),
      uuids: childrenNamed(group, 'cfdi:CfdiRelacionado').map((node) => text(node, 'UUID')),
    })),
    pagos: childrenNamed(child(complemento, 'pago20:Pagos') ?? comprobante, 'pago20:Pago').map((pago) => ({
      fecha: text(pago, 'FechaPago'),
      formaPago: shown(catalogs.formasPago, value(pago, 'FormaDePagoP')),
      moneda: text(pago, 'MonedaP'),
      monto: text(pago, 'Monto'),
      doctos: childrenNamed(pago, 'pago20:DoctoRelacionado').map((docto) => ({
        uuid: text(docto, 'IdDocumento'),
        serieFolio: serieFolio(docto),
        parcialidad: text(docto, 'NumParcialidad'),
        saldoAnterior: text(docto, 'ImpSaldoAnt'),
        pagado: text(docto, 'ImpPagado'),
        saldoInsoluto: text(docto, 'ImpSaldoInsoluto'),
      })),
    })),
    timbre: {
      uuid: text(timbre, 'UUID'),
      fechaTimbrado: text(timbre, 'FechaTimbrado'),
      noCertificadoSat: text(timbre, 'NoCertificadoSAT'),
      rfcProvCertif: text(timbre, 'RfcProvCertif'),
      selloCfd: text(timbre, 'SelloCFD'),
      selloSat: text(timbre, 'SelloSAT'),
      leyenda: value(timbre, 'Leyenda'),
      cadena: cadenaOriginalTimbre(timbre),
    },
  };
}
