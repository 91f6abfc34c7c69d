import { attr, childrenNamed, type XmlNode } from './xml-node';

/**
 * The cadena original of a CFDI 4.0 (with the Pagos 2.0 complement) and of a TimbreFiscalDigital
 * 1.1, written as SAT's cadenaoriginal_4_0.xslt and cadenaoriginal_TFD_1_1.xslt produce them: the
 * steps below follow those stylesheets template by template (tests compare the two byte for
 * byte). A required value is always written, `|` plus its normalized text, even when missing; an
 * optional one only when the attribute is present (an empty one still writes `|`, as the XSLT's
 * test on the attribute node does). Nodes the steps do not name add nothing.
 */
type Step = readonly ['r' | 'o', string] | readonly ['each', readonly string[], readonly Step[]];

const r = (name: string) => ['r', name] as const;
const o = (name: string) => ['o', name] as const;
const each = (path: readonly string[], steps: readonly Step[]) => ['each', path, steps] as const;

const TRASLADO = [r('Base'), r('Impuesto'), r('TipoFactor'), o('TasaOCuota'), o('Importe')];
const RETENCION = [r('Base'), r('Impuesto'), r('TipoFactor'), r('TasaOCuota'), r('Importe')];

const PAGOS20: readonly Step[] = [
  r('Version'),
  each(
    ['pago20:Totales'],
    [
      ...['TotalRetencionesIVA', 'TotalRetencionesISR', 'TotalRetencionesIEPS'].map(o),
      ...['IVA16', 'IVA8', 'IVA0'].flatMap((rate) => [
        o(`TotalTrasladosBase${rate}`),
        o(`TotalTrasladosImpuesto${rate}`),
      ]),
      o('TotalTrasladosBaseIVAExento'),
      r('MontoTotalPagos'),
    ],
  ),
  each(
    ['pago20:Pago'],
    [
      r('FechaPago'),
      r('FormaDePagoP'),
      r('MonedaP'),
      o('TipoCambioP'),
      r('Monto'),
      ...[
        'NumOperacion',
        'RfcEmisorCtaOrd',
        'NomBancoOrdExt',
        'CtaOrdenante',
        'RfcEmisorCtaBen',
        'CtaBeneficiario',
      ].map(o),
      ...['TipoCadPago', 'CertPago', 'CadPago', 'SelloPago'].map(o),
      each(
        ['pago20:DoctoRelacionado'],
        [
          r('IdDocumento'),
          o('Serie'),
          o('Folio'),
          r('MonedaDR'),
          o('EquivalenciaDR'),
          ...['NumParcialidad', 'ImpSaldoAnt', 'ImpPagado', 'ImpSaldoInsoluto', 'ObjetoImpDR'].map(r),
          each(
            ['pago20:ImpuestosDR', 'pago20:RetencionesDR', 'pago20:RetencionDR'],
            RETENCION.map(([, name]) => r(`${name}DR`)),
          ),
          each(
            ['pago20:ImpuestosDR', 'pago20:TrasladosDR', 'pago20:TrasladoDR'],
            TRASLADO.map(([kind, name]) => [kind, `${name}DR`] as const),
          ),
        ],
      ),
      each(
        ['pago20:ImpuestosP', 'pago20:RetencionesP', 'pago20:RetencionP'],
        [r('ImpuestoP'), r('ImporteP')],
      ),
      each(
        ['pago20:ImpuestosP', 'pago20:TrasladosP', 'pago20:TrasladoP'],
        TRASLADO.map(([kind, name]) => [kind, `${name}P`] as const),
      ),
    ],
  ),
];

const COMPROBANTE: readonly Step[] = [
  r('Version'),
  o('Serie'),
  o('Folio'),
  r('Fecha'),
  o('FormaPago'),
  r('NoCertificado'),
  o('CondicionesDePago'),
  r('SubTotal'),
  o('Descuento'),
  r('Moneda'),
  o('TipoCambio'),
  r('Total'),
  r('TipoDeComprobante'),
  r('Exportacion'),
  o('MetodoPago'),
  r('LugarExpedicion'),
  o('Confirmacion'),
  each(['cfdi:InformacionGlobal'], [r('Periodicidad'), r('Meses'), r('Año')]),
  each(['cfdi:CfdiRelacionados'], [r('TipoRelacion'), each(['cfdi:CfdiRelacionado'], [r('UUID')])]),
  each(['cfdi:Emisor'], [r('Rfc'), r('Nombre'), r('RegimenFiscal'), o('FacAtrAdquirente')]),
  each(
    ['cfdi:Receptor'],
    [
      ...[r('Rfc'), r('Nombre'), r('DomicilioFiscalReceptor'), o('ResidenciaFiscal'), o('NumRegIdTrib')],
      ...[r('RegimenFiscalReceptor'), r('UsoCFDI')],
    ],
  ),
  each(
    ['cfdi:Conceptos', 'cfdi:Concepto'],
    [
      ...[
        r('ClaveProdServ'),
        o('NoIdentificacion'),
        r('Cantidad'),
        r('ClaveUnidad'),
        o('Unidad'),
        r('Descripcion'),
      ],
      ...[r('ValorUnitario'), r('Importe'), o('Descuento'), r('ObjetoImp')],
      each(['cfdi:Impuestos', 'cfdi:Traslados', 'cfdi:Traslado'], TRASLADO),
      each(['cfdi:Impuestos', 'cfdi:Retenciones', 'cfdi:Retencion'], RETENCION),
    ],
  ),
  each(
    ['cfdi:Impuestos'],
    [
      each(['cfdi:Retenciones', 'cfdi:Retencion'], [r('Impuesto'), r('Importe')]),
      o('TotalImpuestosRetenidos'),
      each(['cfdi:Traslados', 'cfdi:Traslado'], TRASLADO),
      o('TotalImpuestosTrasladados'),
    ],
  ),
  each(['cfdi:Complemento', 'pago20:Pagos'], PAGOS20),
];

const TIMBRE: readonly Step[] = [
  ...[r('Version'), r('UUID'), r('FechaTimbrado'), r('RfcProvCertif'), o('Leyenda')],
  ...[r('SelloCFD'), r('NoCertificadoSAT')],
];

/** XPath normalize-space: trims and collapses runs of spaces, tabs and line breaks. */
const normalizeSpace = (value: string) => value.replace(/[ \t\r\n]+/g, ' ').trim();

function descend(nodes: readonly XmlNode[], path: readonly string[]): XmlNode[] {
  return path.reduce<XmlNode[]>(
    (found, name) => found.flatMap((node) => childrenNamed(node, name)),
    [...nodes],
  );
}

function walk(node: XmlNode, steps: readonly Step[]): string {
  return steps
    .map((step) => {
      if (step[0] === 'each')
        return descend([node], step[1])
          .map((child) => walk(child, step[2]))
          .join('');
      const value = attr(node, step[1]);
      if (step[0] === 'o' && value === undefined) return '';
      return `|${normalizeSpace(value ?? '')}`;
    })
    .join('');
}

export const cadenaOriginal = (comprobante: XmlNode) => `|${walk(comprobante, COMPROBANTE)}||`;

export const cadenaOriginalTimbre = (timbre: XmlNode) => `|${walk(timbre, TIMBRE)}||`;
