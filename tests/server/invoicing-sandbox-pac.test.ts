import { createVerify } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { cadenaOriginal, cadenaOriginalTimbre } from '../../server/modules/invoicing/cfdi/cadena-original';
import { buildCfdi, type CfdiDocumentInput } from '../../server/modules/invoicing/cfdi/cfdi-document';
import { sealCfdi, selloVerifies } from '../../server/modules/invoicing/cfdi/seal-cfdi';
import {
  attr,
  childrenNamed,
  serializeXml,
  type XmlNode,
} from '../../server/modules/invoicing/cfdi/xml-node';
import type { CancelRequest } from '../../server/modules/invoicing/pac/pac-adapter';
import { SANDBOX_LEYENDA, SandboxPac, sandboxKeyPair } from '../../server/modules/invoicing/pac/sandbox-pac';
import { globalInvoice, invoiceI, paymentP, TEST_CSD } from './helpers/cfdi-fixtures';
import { satCadena } from './helpers/sat-xslt';

/** Seven hours after the fixtures' Fecha (13:45 in Mexico City, 19:45 UTC). */
const NOW = new Date('2026-11-21T02:45:00Z');
const HOUR = 3_600_000;

function sealed(input: CfdiDocumentInput) {
  const { comprobante } = sealCfdi(buildCfdi(input), TEST_CSD);
  return { comprobante, xml: serializeXml(comprobante) };
}

const timbreOf = (comprobante: XmlNode) =>
  childrenNamed(
    childrenNamed(comprobante, 'cfdi:Complemento')[0] ?? comprobante,
    'tfd:TimbreFiscalDigital',
  )[0];

describe('stamping with the sandbox PAC', () => {
  it('adds a TimbreFiscalDigital 1.1 marked as not valid before SAT, signed by the sandbox key', async () => {
    const document = sealed(invoiceI());
    const result = await new SandboxPac(() => NOW).stamp(document);
    if (!result.stamped) throw new Error(result.reason);
    const timbre = timbreOf(result.comprobante);
    if (!timbre) throw new Error('no TimbreFiscalDigital');
    expect(attr(timbre, 'UUID')).toBe(result.uuid);
    expect(result.uuid).toMatch(/^[0-9A-F]{8}-[0-9A-F]{4}-4[0-9A-F]{3}-[89AB][0-9A-F]{3}-[0-9A-F]{12}$/);
    expect(attr(timbre, 'Leyenda')).toBe(SANDBOX_LEYENDA);
    expect(attr(timbre, 'FechaTimbrado')).toBe('2026-11-20T20:45:00');
    expect(attr(timbre, 'SelloCFD')).toBe(attr(document.comprobante, 'Sello'));
    expect(result.xml).toContain(
      '<tfd:TimbreFiscalDigital xmlns:tfd="http://www.sat.gob.mx/TimbreFiscalDigital"',
    );

    // The TFD's cadena is SAT's (cadenaoriginal_TFD_1_1.xslt), and SelloSAT signs it.
    const standalone = {
      ...timbre,
      attrs: [
        ['xmlns:xsi', 'http://www.w3.org/2001/XMLSchema-instance'] as [string, string],
        ...timbre.attrs,
      ],
    };
    const cadena = cadenaOriginalTimbre(timbre);
    expect(cadena).toBe(satCadena('tfd11', serializeXml(standalone)));
    const selloSat = attr(timbre, 'SelloSAT') ?? '';
    expect(
      createVerify('RSA-SHA256')
        .update(Buffer.from(cadena, 'utf8'))
        .verify(sandboxKeyPair().publicKey, selloSat, 'base64'),
    ).toBe(true);

    // The stamp changes nothing of the sealed document: its cadena and Sello still hold.
    expect(cadenaOriginal(result.comprobante)).toBe(cadenaOriginal(document.comprobante));
    expect(selloVerifies(result.comprobante)).toBe(true);
  });

  it('puts the stamp after the Pagos complement of a payment, and stamps a global invoice', async () => {
    const pac = new SandboxPac(() => NOW);
    const payment = await pac.stamp(sealed(paymentP()));
    if (!payment.stamped) throw new Error(payment.reason);
    const complemento = childrenNamed(payment.comprobante, 'cfdi:Complemento')[0];
    expect(complemento?.children.map((child) => child.name)).toEqual([
      'pago20:Pagos',
      'tfd:TimbreFiscalDigital',
    ]);
    expect((await pac.stamp(sealed(globalInvoice()))).stamped).toBe(true);
  });

  it('refuses, in Spanish, what SAT would refuse', async () => {
    const pac = new SandboxPac(() => NOW);
    const reasonOf = async (document: { comprobante: XmlNode; xml: string }) => {
      const result = await pac.stamp(document);
      return result.stamped ? '' : result.reason;
    };
    const tampered = sealed(invoiceI());
    tampered.comprobante = {
      ...tampered.comprobante,
      attrs: tampered.comprobante.attrs.map(([key, value]) => [key, key === 'Total' ? '1.00' : value]),
    };
    const reason = await reasonOf(tampered);
    expect(reason).toContain('El sello no corresponde a la cadena original y al certificado.');
    expect(reason).toContain('El total no es igual al subtotal menos descuentos más impuestos.');

    expect(await reasonOf(sealed({ ...invoiceI(), fecha: '2026-11-17T13:45:10' }))).toBe(
      'El comprobante tiene más de 72 horas de emitido: ya no se puede timbrar.',
    );
    const base = invoiceI();
    expect(await reasonOf(sealed({ ...base, receptor: { ...base.receptor, regimen_fiscal: '616' } }))).toBe(
      "El uso de CFDI 'G03' no aplica al régimen fiscal '616' del receptor.",
    );
    expect(await reasonOf(sealed({ ...base, metodo_pago: 'PPD' }))).toBe(
      'Con método de pago PPD la forma de pago debe ser 99 (Por definir).',
    );
    expect(await reasonOf(sealed({ ...base, forma_pago: '77' }))).toBe(
      "La forma de pago '77' no está en el catálogo del SAT.",
    );
    expect(await reasonOf(sealed({ ...base, emisor: { ...base.emisor, rfc: 'AAA010101AAA' } }))).toBe(
      'El RFC del emisor no corresponde al certificado.',
    );
  });
});

describe('cancelling with the sandbox PAC', () => {
  const request = (over: Partial<CancelRequest> = {}): CancelRequest => ({
    uuid: '5FB2822E-396D-4725-8521-CDC4BDD20CCF',
    emisorRfc: 'EKU9003173C9',
    receptorRfc: 'URE180429TM6',
    tipo: 'I',
    total: '9533.33',
    sello: '',
    stampedAt: new Date(NOW.getTime() - 48 * HOUR),
    motivo: '02',
    ...over,
  });

  it('cancels at once without acceptance: up to 1,000, credit notes, the general public, within 24 h', async () => {
    const pac = new SandboxPac(() => NOW);
    for (const over of [
      { total: '1000.00' },
      { tipo: 'E' as const },
      { receptorRfc: 'XAXX010101000' },
      { stampedAt: new Date(NOW.getTime() - 23 * HOUR) },
    ]) {
      expect(await pac.cancel(request(over))).toEqual({ status: 'cancelado', canceled: true, at: NOW });
    }
  });

  it('otherwise waits for the receiver: en proceso, then cancelado or rechazado, or plazo vencido after 72 h', async () => {
    let now = NOW;
    const pac = new SandboxPac(() => now);
    expect(await pac.cancel(request())).toMatchObject({ status: 'en_proceso', canceled: false });
    const pending = { ...request(), requestedAt: NOW };
    now = new Date(NOW.getTime() + 71 * HOUR);
    expect(await pac.status(pending)).toMatchObject({ status: 'en_proceso', canceled: false });
    now = new Date(NOW.getTime() + 72 * HOUR);
    expect(await pac.status(pending)).toMatchObject({ status: 'plazo_vencido', canceled: true });

    now = new Date(NOW.getTime() + HOUR);
    pac.answerAsReceiver(pending.uuid, false);
    expect(await pac.status(pending)).toMatchObject({ status: 'rechazado', canceled: false });
    pac.answerAsReceiver(pending.uuid, true);
    expect(await pac.status(pending)).toMatchObject({ status: 'cancelado', canceled: true });
  });
});
