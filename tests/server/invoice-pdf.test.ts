import {
  BinaryBitmap,
  DecodeHintType,
  HybridBinarizer,
  QRCodeReader,
  RGBLuminanceSource,
} from '@zxing/library';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { cadenaOriginalTimbre } from '../../server/modules/invoicing/cfdi/cadena-original';
import { attr, childrenNamed } from '../../server/modules/invoicing/cfdi/xml-node';
import { parseXml } from '../../server/modules/invoicing/pdf/parse-xml';
import { renderInvoicePdf, verificationQr } from '../../server/modules/invoicing/pdf/render-invoice-pdf';
import { verificationTotal, verificationUrl } from '../../server/modules/invoicing/pdf/verification-url';
import { creditNoteE, invoiceI, paymentP } from './helpers/cfdi-fixtures';
import { pdfText } from './helpers/pdf-text';
import { stampedCfdi } from './helpers/stamped-cfdi';

const flat = (text: string) => text.replace(/\s+/g, ' ');

/**
 * Reads the QR image module by module (zxing's pure-barcode mode): exact for an image drawn with
 * whole pixels per module, where its finder-pattern detector still misses some random payloads.
 */
async function decodeQr(png: Buffer): Promise<string> {
  const { data, info } = await sharp(png)
    .flatten({ background: '#ffffff' })
    .toColourspace('b-w')
    .raw()
    .toBuffer({ resolveWithObject: true });
  const source = new RGBLuminanceSource(new Uint8ClampedArray(data), info.width, info.height);
  const hints = new Map([[DecodeHintType.PURE_BARCODE, true]]);
  return new QRCodeReader().decode(new BinaryBitmap(new HybridBinarizer(source)), hints).getText();
}

describe('the printed representation of a stamped CFDI', () => {
  it('reads the stamped XML back to the same tree the engine wrote', async () => {
    const stamped = await stampedCfdi(invoiceI());
    expect(parseXml(stamped.xml)).toEqual(stamped.comprobante);
  });

  it('shows the issuer, receiver, concepts, totals in words, payment data and the stamp', async () => {
    const stamped = await stampedCfdi(invoiceI());
    const text = flat(pdfText(await renderInvoicePdf(stamped.xml)));
    const total = attr(stamped.comprobante, 'Total') ?? '';
    expect(total).toBe('10910.70');
    expect(text).toContain('Factura A101');
    expect(text).toContain(stamped.uuid);
    expect(text).toContain('ESCUELA KEMPER URGATE');
    expect(text).toContain('601 - General de Ley Personas Morales');
    expect(text).toContain('UNIVERSIDAD ROBOTICA & ESPAÑOLA');
    expect(text).toContain('G03 - Gastos en general');
    expect(text).toContain('Cerveza clara 355 ml');
    expect(pdfText(await renderInvoicePdf(stamped.xml))).toContain('Servicio de banquete para 120 personas');
    expect(text).toContain('90101501');
    expect(text).toContain('E48 - Unidad de servicio');
    expect(text).toContain('Retención ISR');
    expect(text).toContain('$10,910.70');
    expect(text).toContain('Importe con letra: DIEZ MIL NOVECIENTOS DIEZ PESOS 70/100 M.N.');
    expect(text).toContain('03 - Transferencia electrónica de fondos');
    expect(text).toContain('PUE - Pago en una sola exhibición');
    expect(text).toContain('30001000000500003416'); // the CSD's serial number
    expect(text).toContain('Fecha y hora de certificación: 2026-11-20T20:45:00');
    const timbre = childrenNamed(
      childrenNamed(stamped.comprobante, 'cfdi:Complemento')[0] ?? stamped.comprobante,
      'tfd:TimbreFiscalDigital',
    )[0];
    if (!timbre) throw new Error('no timbre');
    const compact = text.replace(/ /g, '');
    expect(compact).toContain(attr(timbre, 'SelloSAT'));
    expect(compact).toContain(attr(stamped.comprobante, 'Sello'));
    expect(compact).toContain(cadenaOriginalTimbre(timbre).replace(/ /g, ''));
  });

  it('shows a credit note’s related CFDI and a payment complement’s documents', async () => {
    const credit = flat(pdfText(await renderInvoicePdf((await stampedCfdi(creditNoteE())).xml)));
    expect(credit).toContain('Nota de crédito NC7');
    expect(credit).toContain('01 - Nota de crédito de los documentos relacionados');
    expect(credit).toContain('5FB2822E-396D-4725-8521-CDC4BDD20CCF');

    const payment = flat(pdfText(await renderInvoicePdf((await stampedCfdi(paymentP())).xml)));
    expect(payment).toContain('Complemento de pago');
    expect(payment).toContain('Fecha de pago: 2026-11-19T12:00:00');
    expect(payment).toContain('5FB2822E-396D-4725-8521-CDC4BDD20CCF');
    expect(payment).toContain('$7,533.33');
    expect(payment).toContain('$3,533.33');
    expect(payment).toContain('Importe con letra: CUATRO MIL PESOS 00/100 M.N.');
    expect(payment).not.toContain('XXX');
  });

  it('points its QR at SAT’s verification with id, re, rr, tt and the Sello’s last 8 characters', async () => {
    const stamped = await stampedCfdi(invoiceI());
    const sello = attr(stamped.comprobante, 'Sello') ?? '';
    const url = verificationUrl({
      uuid: stamped.uuid,
      emisorRfc: 'EKU9003173C9',
      receptorRfc: 'URE180429TM6',
      total: '10910.70',
      sello,
    });
    expect(url).toBe(
      `https://verificacfdi.facturaelectronica.sat.gob.mx/default.aspx?id=${stamped.uuid}&re=EKU9003173C9&rr=URE180429TM6&tt=10910.7&fe=${encodeURIComponent(sello.slice(-8))}`,
    );
    expect(await decodeQr(await verificationQr(url))).toBe(url);
    const pdf = (await renderInvoicePdf(stamped.xml)).toString('latin1');
    expect(pdf).toMatch(/\/Subtype \/Image/);
  });

  it.each([
    ['1200.50', '1200.5'],
    ['1200', '1200.0'],
    ['0.000001', '0.000001'],
    ['00010.100000', '10.1'],
  ])('writes the total %s as %s in the QR', (total, tt) => {
    expect(verificationTotal(total)).toBe(tt);
  });
});
