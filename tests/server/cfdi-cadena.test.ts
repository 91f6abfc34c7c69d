import { Credential } from '@nodecfdi/credentials/node';
import { beforeAll, describe, expect, it } from 'vitest';
import { cadenaOriginal } from '../../server/modules/invoicing/cfdi/cadena-original';
import { buildCfdi, type CfdiDocumentInput } from '../../server/modules/invoicing/cfdi/cfdi-document';
import { sealCfdi, selloVerifies } from '../../server/modules/invoicing/cfdi/seal-cfdi';
import { attr, serializeXml, setAttr } from '../../server/modules/invoicing/cfdi/xml-node';
import { creditNoteE, globalInvoice, invoiceI, paymentP, TEST_CSD } from './helpers/cfdi-fixtures';
import { satCadena } from './helpers/sat-xslt';

function sealed(input: CfdiDocumentInput) {
  const { comprobante, cadena } = sealCfdi(buildCfdi(input), TEST_CSD);
  return { comprobante, cadena, xml: serializeXml(comprobante) };
}

describe('the cadena original equals what SAT’s cadenaoriginal_4_0.xslt produces', () => {
  beforeAll(() => {
    satCadena('cfdi40', serializeXml(buildCfdi(invoiceI()))); // compiles (or loads) the stylesheet once
  }, 180_000);

  it.each([
    ['an invoice I with retentions, IEPS, an exempt line and a discount', invoiceI],
    ['a credit note E with a related CFDI', creditNoteE],
    ['a global invoice with InformacionGlobal', globalInvoice],
    ['a payment complement P (Pagos 2.0)', paymentP],
  ])('%s', (_name, make) => {
    const { cadena, xml } = sealed(make());
    expect(cadena).toBe(satCadena('cfdi40', xml));
  });

  it('shows the values that matter in the expected places (a sanity check of the test itself)', () => {
    const { cadena } = sealed(invoiceI());
    expect(cadena.startsWith('||4.0|A|101|2026-11-20T13:45:10|03|30001000000500003416|')).toBe(true);
    expect(cadena).toContain('|UNIVERSIDAD ROBOTICA & ESPAÑOLA|86991|601|G03|');
    expect(cadena).toContain('|Servicio de banquete para 120 personas|');
    expect(cadena.endsWith('||')).toBe(true);
  });

  it('writes an optional attribute that is present but empty as SAT’s XSLT does', () => {
    const comprobante = setAttr(buildCfdi(creditNoteE()), 'Serie', '');
    expect(cadenaOriginal(comprobante)).toBe(satCadena('cfdi40', serializeXml(comprobante)));
  });
});

describe('the Sello', () => {
  it('carries the 20-digit serial and the certificate, and verifies with the certificate', () => {
    const { comprobante, cadena } = sealed(paymentP());
    expect(attr(comprobante, 'NoCertificado')).toBe('30001000000500003416');
    expect(attr(comprobante, 'Certificado')).toBe(TEST_CSD.cer.toString('base64'));
    expect(selloVerifies(comprobante)).toBe(true);
    const credential = Credential.create(
      TEST_CSD.cer.toString('binary'),
      TEST_CSD.key.toString('binary'),
      TEST_CSD.password,
    );
    // @nodecfdi/credentials hashes a JS string as raw bytes: give it the UTF-8 bytes as such.
    const utf8 = Buffer.from(cadena, 'utf8').toString('binary');
    expect(
      credential.verify(utf8, Buffer.from(attr(comprobante, 'Sello') ?? '', 'base64').toString('binary')),
    ).toBe(true);
  });

  it('no longer verifies once a sealed value changes', () => {
    const { comprobante } = sealed(invoiceI());
    expect(selloVerifies(setAttr(comprobante, 'Total', '1.00'))).toBe(false);
  });
});
