import { readFileSync } from 'node:fs';
import type { CfdiDocumentInput } from '../../../server/modules/invoicing/cfdi/cfdi-document';
import { type CsdKeyPair, certificateAttributes } from '../../../server/modules/invoicing/cfdi/seal-cfdi';
import { computeLine, summarize, type TaxLayer } from '../../../src/domain/invoicing/cfdi-maths';
import { computePayment } from '../../../src/domain/invoicing/cfdi-payment-maths';

/** SAT's public test CSD (RFC EKU9003173C9): never a real business's certificate. */
export const TEST_CSD: CsdKeyPair = {
  cer: readFileSync('resources/sat-test-csd/eku.cer'),
  key: readFileSync('resources/sat-test-csd/eku.key'),
  password: '12345678a',
};

/** The upload body of the test CSD (POST /v1/invoicing/sat-certificate). */
export const TEST_CSD_UPLOAD = {
  cer_data: TEST_CSD.cer.toString('base64'),
  key_data: TEST_CSD.key.toString('base64'),
  key_pwd: TEST_CSD.password,
};

export const TAX = {
  iva16: { type: 'iva', factor: 'Tasa', value: '0.16' },
  ivaExento: { type: 'iva', factor: 'Exento', value: '0' },
  ieps265: { type: 'ieps', factor: 'Tasa', value: '0.265' },
  ivaRet: { type: 'ivar', factor: 'Tasa', value: '0.106667' },
  isrRet: { type: 'isrr', factor: 'Tasa', value: '0.10' },
} satisfies Record<string, TaxLayer>;

const base = (): Omit<CfdiDocumentInput, 'tipo' | 'conceptos'> => ({
  serie: 'A',
  folio: '101',
  fecha: '2026-11-20T13:45:10',
  lugar_expedicion: '42501',
  moneda: 'MXN',
  forma_pago: '03',
  metodo_pago: 'PUE',
  certificate: certificateAttributes(TEST_CSD.cer),
  emisor: { rfc: 'EKU9003173C9', nombre: 'ESCUELA KEMPER URGATE', regimen_fiscal: '601' },
  // Spaces, an ampersand and accents: the cadena must normalise and keep them as SAT's XSLT does.
  receptor: {
    rfc: 'URE180429TM6',
    nombre: 'UNIVERSIDAD  ROBOTICA & ESPAÑOLA',
    domicilio_fiscal: '86991',
    regimen_fiscal: '601',
    uso_cfdi: 'G03',
  },
});

const line = (price: number, taxes: TaxLayer[], quantity = 1, discount = 0) =>
  computeLine({ quantity, price_input: price, final_price: false, discount, taxes });

/** An invoice (I) with fees withheld, a beer with IEPS, an exempt line and a discount. */
export function invoiceI(): CfdiDocumentInput {
  return {
    ...base(),
    tipo: 'I',
    conceptos: [
      {
        clave_prod_serv: '90101501',
        no_identificacion: 'K7P2QX9A',
        clave_unidad: 'E48',
        unidad: 'Unidad de servicio',
        descripcion: 'Servicio de banquete\tpara   120 personas',
        line: line(10000, [TAX.iva16, TAX.ivaRet, TAX.isrRet]),
      },
      {
        clave_prod_serv: '50202201',
        clave_unidad: 'H87',
        descripcion: 'Cerveza clara 355 ml',
        line: line(35.5, [TAX.iva16, TAX.ieps265], 24, 12),
      },
      {
        clave_prod_serv: '50192100',
        clave_unidad: 'H87',
        descripcion: 'Botana',
        line: line(48.25, [TAX.ivaExento], 3),
      },
    ],
  };
}

/** A credit note (E) for a return, related to an invoice (TipoRelacion 01). */
export function creditNoteE(): CfdiDocumentInput {
  return {
    ...base(),
    tipo: 'E',
    folio: '7',
    serie: 'NC',
    relacionados: { tipo_relacion: '01', uuids: ['5FB2822E-396D-4725-8521-CDC4BDD20CCF'] },
    conceptos: [
      {
        clave_prod_serv: '84111506',
        clave_unidad: 'ACT',
        descripcion: 'Devolución de mercancía',
        line: line(200, [TAX.iva16]),
      },
    ],
  };
}

/** A global invoice (I) to the general public with InformacionGlobal. */
export function globalInvoice(): CfdiDocumentInput {
  return {
    ...base(),
    tipo: 'I',
    receptor: {
      rfc: 'XAXX010101000',
      nombre: 'PUBLICO EN GENERAL',
      domicilio_fiscal: '42501',
      regimen_fiscal: '616',
      uso_cfdi: 'S01',
    },
    informacion_global: { periodicidad: '01', meses: '11', ano: 2026 },
    conceptos: [
      {
        clave_prod_serv: '01010101',
        no_identificacion: 'T-1001',
        clave_unidad: 'ACT',
        descripcion: 'Venta',
        line: line(431.03, [TAX.iva16]),
      },
    ],
  };
}

/** A payment complement (P) paying part of a PPD invoice with withheld taxes, second instalment. */
export function paymentP(): CfdiDocumentInput {
  const paid = summarize([line(10000, [TAX.iva16, TAX.ivaRet, TAX.isrRet])]);
  const result = computePayment({
    moneda: 'MXN',
    tipo_cambio: '1',
    monto: '4000',
    doctos: [
      {
        uuid: '5FB2822E-396D-4725-8521-CDC4BDD20CCF',
        serie: 'A',
        folio: '100',
        moneda: 'MXN',
        equivalencia: '1',
        num_parcialidad: 2,
        saldo_anterior: '7533.33',
        pagado: '4000',
        invoice_total: paid.total,
        traslados: paid.traslados,
        retenciones: paid.retenciones_detail,
      },
    ],
  });
  return {
    ...base(),
    tipo: 'P',
    forma_pago: undefined,
    metodo_pago: undefined,
    conceptos: [],
    pago: {
      fecha_pago: '2026-11-19T12:00:00',
      forma_pago: '03',
      moneda: 'MXN',
      tipo_cambio: '1',
      cta_beneficiario: '0123456789',
      result,
    },
  };
}
