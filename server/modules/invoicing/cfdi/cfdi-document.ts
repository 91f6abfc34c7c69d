import type { LineResult, TaxGroup, TaxNode } from '../../../../src/domain/invoicing/cfdi-maths';
import { summarize } from '../../../../src/domain/invoicing/cfdi-maths';
import type { PaymentResult } from '../../../../src/domain/invoicing/cfdi-payment-maths';
import type {
  GlobalInformation,
  MetodoPago,
  TipoComprobante,
} from '../../../../src/domain/invoicing/cfdi-rules';
import { element, type XmlNode } from './xml-node';

/**
 * The CFDI 4.0 document of an invoice (I), credit note (E) or payment complement (P, with Pagos
 * 2.0), attributes in the order of SAT's schema, not yet sealed (seal-cfdi.ts adds the Sello).
 */

export interface CfdiConcept {
  clave_prod_serv: string;
  no_identificacion?: string;
  clave_unidad: string;
  unidad?: string;
  descripcion: string;
  line: LineResult;
}

export interface CfdiPayment {
  fecha_pago: string;
  forma_pago: string;
  moneda: string;
  tipo_cambio: string;
  num_operacion?: string;
  cta_beneficiario?: string;
  result: PaymentResult;
}

export interface CfdiDocumentInput {
  tipo: TipoComprobante;
  serie?: string;
  folio?: string;
  /** Local date-time of the place of issue, YYYY-MM-DDTHH:mm:ss. */
  fecha: string;
  lugar_expedicion: string;
  moneda: string;
  tipo_cambio?: string;
  forma_pago?: string;
  metodo_pago?: MetodoPago;
  certificate: { no_certificado: string; certificado: string };
  emisor: { rfc: string; nombre: string; regimen_fiscal: string };
  receptor: {
    rfc: string;
    nombre: string;
    domicilio_fiscal: string;
    regimen_fiscal: string;
    uso_cfdi: string;
  };
  informacion_global?: GlobalInformation;
  relacionados?: { tipo_relacion: string; uuids: readonly string[] };
  conceptos: readonly CfdiConcept[];
  pago?: CfdiPayment;
}

const NS_CFDI = 'http://www.sat.gob.mx/cfd/4';
const XSD_CFDI = 'http://www.sat.gob.mx/sitio_internet/cfd/4/cfdv40.xsd';
const NS_PAGOS = 'http://www.sat.gob.mx/Pagos20';
const XSD_PAGOS = 'http://www.sat.gob.mx/sitio_internet/cfd/Pagos/Pagos20.xsd';

/** The single concept SAT prescribes for a payment complement. */
const PAYMENT_CONCEPT = {
  ClaveProdServ: '84111506',
  Cantidad: '1',
  ClaveUnidad: 'ACT',
  Descripcion: 'Pago',
  ValorUnitario: '0',
  Importe: '0',
  ObjetoImp: '01',
};

const taxAttrs = (node: TaxNode | TaxGroup, suffix = '') => ({
  [`Base${suffix}`]: node.base,
  [`Impuesto${suffix}`]: node.impuesto,
  [`TipoFactor${suffix}`]: node.factor,
  [`TasaOCuota${suffix}`]: node.rate,
  [`Importe${suffix}`]: node.importe,
});

/** A wrapper element (Traslados, Retenciones…) only when it has entries. */
const list = (name: string, children: XmlNode[]) =>
  children.length > 0 ? element(name, {}, children) : undefined;

function conceptNode(concept: CfdiConcept): XmlNode {
  const { line } = concept;
  const taxes =
    line.objeto_imp === '02'
      ? element('cfdi:Impuestos', {}, [
          list(
            'cfdi:Traslados',
            line.traslados.map((node) => element('cfdi:Traslado', taxAttrs(node))),
          ),
          list(
            'cfdi:Retenciones',
            line.retenciones.map((node) => element('cfdi:Retencion', taxAttrs(node))),
          ),
        ])
      : undefined;
  return element(
    'cfdi:Concepto',
    {
      ClaveProdServ: concept.clave_prod_serv,
      NoIdentificacion: concept.no_identificacion,
      Cantidad: line.quantity,
      ClaveUnidad: concept.clave_unidad,
      Unidad: concept.unidad,
      Descripcion: concept.descripcion,
      ValorUnitario: line.price_unit,
      Importe: line.importe,
      Descuento: Number(line.discount) > 0 ? line.discount : undefined,
      ObjetoImp: line.objeto_imp,
    },
    [taxes],
  );
}

function pagosNode(pago: CfdiPayment): XmlNode {
  const { result } = pago;
  const { totales } = result;
  const doctos = result.doctos.map((docto) =>
    element(
      'pago20:DoctoRelacionado',
      {
        IdDocumento: docto.uuid,
        Serie: docto.serie,
        Folio: docto.folio,
        MonedaDR: docto.moneda,
        EquivalenciaDR: docto.equivalencia,
        NumParcialidad: docto.num_parcialidad,
        ImpSaldoAnt: docto.saldo_anterior,
        ImpPagado: docto.pagado,
        ImpSaldoInsoluto: docto.saldo_insoluto,
        ObjetoImpDR: docto.objeto_imp,
      },
      [
        docto.objeto_imp === '02'
          ? element('pago20:ImpuestosDR', {}, [
              list(
                'pago20:RetencionesDR',
                docto.retenciones.map((node) => element('pago20:RetencionDR', taxAttrs(node, 'DR'))),
              ),
              list(
                'pago20:TrasladosDR',
                docto.traslados.map((node) => element('pago20:TrasladoDR', taxAttrs(node, 'DR'))),
              ),
            ])
          : undefined,
      ],
    ),
  );
  const retencionesP = result.retenciones_p.map((node) =>
    element('pago20:RetencionP', { ImpuestoP: node.impuesto, ImporteP: node.importe }),
  );
  const trasladosP = result.traslados_p.map((node) => element('pago20:TrasladoP', taxAttrs(node, 'P')));
  const impuestosP =
    retencionesP.length + trasladosP.length > 0
      ? element('pago20:ImpuestosP', {}, [
          list('pago20:RetencionesP', retencionesP),
          list('pago20:TrasladosP', trasladosP),
        ])
      : undefined;
  return element('pago20:Pagos', { Version: '2.0' }, [
    element('pago20:Totales', {
      TotalRetencionesIVA: totales.retenciones_iva,
      TotalRetencionesISR: totales.retenciones_isr,
      TotalRetencionesIEPS: totales.retenciones_ieps,
      TotalTrasladosBaseIVA16: totales.traslados_base_iva16,
      TotalTrasladosImpuestoIVA16: totales.traslados_impuesto_iva16,
      TotalTrasladosBaseIVA8: totales.traslados_base_iva8,
      TotalTrasladosImpuestoIVA8: totales.traslados_impuesto_iva8,
      TotalTrasladosBaseIVA0: totales.traslados_base_iva0,
      TotalTrasladosImpuestoIVA0: totales.traslados_impuesto_iva0,
      TotalTrasladosBaseIVAExento: totales.traslados_base_iva_exento,
      MontoTotalPagos: totales.monto_total_pagos,
    }),
    element(
      'pago20:Pago',
      {
        FechaPago: pago.fecha_pago,
        FormaDePagoP: pago.forma_pago,
        MonedaP: pago.moneda,
        TipoCambioP: pago.tipo_cambio,
        Monto: result.monto,
        NumOperacion: pago.num_operacion,
        CtaBeneficiario: pago.cta_beneficiario,
      },
      [...doctos, impuestosP],
    ),
  ]);
}

function summaryTaxes(conceptos: readonly CfdiConcept[]) {
  const summary = summarize(conceptos.map((concept) => concept.line));
  const retenciones = summary.retenciones.map((node) =>
    element('cfdi:Retencion', { Impuesto: node.impuesto, Importe: node.importe }),
  );
  const traslados = summary.traslados.map((node) => element('cfdi:Traslado', taxAttrs(node)));
  const node =
    retenciones.length + traslados.length > 0
      ? element(
          'cfdi:Impuestos',
          {
            TotalImpuestosRetenidos: summary.total_retenciones,
            TotalImpuestosTrasladados: summary.total_traslados,
          },
          [list('cfdi:Retenciones', retenciones), list('cfdi:Traslados', traslados)],
        )
      : undefined;
  return { summary, node };
}

export function buildCfdi(input: CfdiDocumentInput): XmlNode {
  const isPayment = input.tipo === 'P';
  if (isPayment && !input.pago) throw new Error('A payment complement needs its payment');
  const { summary, node: impuestos } = isPayment
    ? { summary: undefined, node: undefined }
    : summaryTaxes(input.conceptos);
  const discount = summary && Number(summary.discount) > 0 ? summary.discount : undefined;
  const schemaLocation = isPayment
    ? `${NS_CFDI} ${XSD_CFDI} ${NS_PAGOS} ${XSD_PAGOS}`
    : `${NS_CFDI} ${XSD_CFDI}`;
  const global = input.informacion_global;
  const related = input.relacionados;
  return element(
    'cfdi:Comprobante',
    {
      'xmlns:cfdi': NS_CFDI,
      'xmlns:xsi': 'http://www.w3.org/2001/XMLSchema-instance',
      'xmlns:pago20': isPayment ? NS_PAGOS : undefined,
      'xsi:schemaLocation': schemaLocation,
      Version: '4.0',
      Serie: input.serie,
      Folio: input.folio,
      Fecha: input.fecha,
      FormaPago: isPayment ? undefined : input.forma_pago,
      NoCertificado: input.certificate.no_certificado,
      Certificado: input.certificate.certificado,
      SubTotal: summary?.subtotal ?? '0',
      Descuento: discount,
      Moneda: isPayment ? 'XXX' : input.moneda,
      TipoCambio: !isPayment && input.moneda !== 'MXN' ? input.tipo_cambio : undefined,
      Total: summary?.total ?? '0',
      TipoDeComprobante: input.tipo,
      Exportacion: '01',
      MetodoPago: isPayment ? undefined : input.metodo_pago,
      LugarExpedicion: input.lugar_expedicion,
    },
    [
      global &&
        element('cfdi:InformacionGlobal', {
          Periodicidad: global.periodicidad,
          Meses: global.meses,
          Año: global.ano,
        }),
      related &&
        element(
          'cfdi:CfdiRelacionados',
          { TipoRelacion: related.tipo_relacion },
          related.uuids.map((uuid) => element('cfdi:CfdiRelacionado', { UUID: uuid })),
        ),
      element('cfdi:Emisor', {
        Rfc: input.emisor.rfc,
        Nombre: input.emisor.nombre,
        RegimenFiscal: input.emisor.regimen_fiscal,
      }),
      element('cfdi:Receptor', {
        Rfc: input.receptor.rfc,
        Nombre: input.receptor.nombre,
        DomicilioFiscalReceptor: input.receptor.domicilio_fiscal,
        RegimenFiscalReceptor: input.receptor.regimen_fiscal,
        UsoCFDI: isPayment ? 'CP01' : input.receptor.uso_cfdi,
      }),
      element(
        'cfdi:Conceptos',
        {},
        isPayment ? [element('cfdi:Concepto', PAYMENT_CONCEPT)] : input.conceptos.map(conceptNode),
      ),
      impuestos,
      input.pago && element('cfdi:Complemento', {}, [pagosNode(input.pago)]),
    ],
  );
}
