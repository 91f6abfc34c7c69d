import { readFileSync } from 'node:fs';
import * as v from 'valibot';
import { SatCertificateUploadSchema } from '../../../src/domain/contract/invoicing-certificate';
import { ContactCfdiUpdateSchema } from '../../../src/domain/contract/invoicing-contact';
import { InvoiceCreateSchema } from '../../../src/domain/contract/invoicing-invoice';
import { InvoicingIssuerUpdateSchema } from '../../../src/domain/contract/invoicing-issuer';
import type { Tenant } from '../../http/tenancy';
import { createCertificate } from '../../modules/invoicing/certificate-store';
import { stampInvoice } from '../../modules/invoicing/invoice-stamp';
import { createInvoice } from '../../modules/invoicing/invoice-write';
import { saveContactCfdi } from '../../modules/invoicing/invoicing-contacts';
import { saveIssuer } from '../../modules/invoicing/issuer-store';
import { SandboxPac } from '../../modules/invoicing/pac/sandbox-pac';
import type { Tx } from '../client';
import { DEMO_LOGINS, type DemoLogin } from './demo-business';

/** SAT's public test CSD (resources/sat-test-csd/README.md): never a real business's certificate. */
const TEST_CSD_DIR = new URL('../../../resources/sat-test-csd/', import.meta.url);
export const DEMO_CSD_PASSWORD = '12345678a';

/** The owner (super-admin), as whom the demo's invoicing is set up. */
export const DEMO_OWNER = DEMO_LOGINS[0] as DemoLogin;
/** Juan López (tag 'Eventos') asks for invoices for the university's events. */
export const DEMO_INVOICE_CUSTOMER_PHONE = '+525523456704';

/** SAT's test receiver (a persona moral valid with that CSD's test data). */
export const DEMO_INVOICE_CUSTOMER = {
  cfdi_nombre: 'UNIVERSIDAD ROBOTICA ESPAÑOLA',
  cfdi_rfc: 'URE180429TM6',
  cfdi_regimen_fiscal: '601',
  cfdi_uso_cfdi: 'G03',
  cfdi_codigo_postal: '86991',
  cfdi_forma_pago: '03',
};

const invoiceOf = (contactId: number, name: string, price: number) =>
  v.parse(InvoiceCreateSchema, {
    cfdi_tipo_comprobante: 'I',
    contact_id: contactId,
    cfdi_metodo_pago: 'PUE',
    cfdi_forma_pago: '03',
    cfdi_uso_cfdi: 'G03',
    items: [{ name, quantity: 1, price_input: price, tax_id: 'iva16' }],
  });

/**
 * Invoicing working at once on the demo business: SAT's test CSD uploaded through the same store
 * as POST /v1/invoicing/sat-certificate (key and password sealed with the server's key), the
 * issuer profile (régimen 601, lugar de expedición 42501, serie A), fiscal data on one customer,
 * and two invoices: one stamped through the sandbox PAC (whatever PAC_PROVIDER says: a demo never
 * reaches a real PAC), one draft.
 */
export async function insertDemoInvoicing(
  tx: Tx,
  input: { tenant: Tenant; appKey: Uint8Array; now: Date; customerId: number },
): Promise<void> {
  const { tenant, appKey, now, customerId } = input;
  const upload = v.parse(SatCertificateUploadSchema, {
    cer_data: readFileSync(new URL('eku.cer', TEST_CSD_DIR)).toString('base64'),
    key_data: readFileSync(new URL('eku.key', TEST_CSD_DIR)).toString('base64'),
    key_pwd: DEMO_CSD_PASSWORD,
  });
  await createCertificate(tx, appKey, upload, tenant, now);
  const issuer = { regimen_fiscal: '601', lugar_expedicion: '42501', serie_i: 'A' };
  await saveIssuer(tx, tenant, v.parse(InvoicingIssuerUpdateSchema, issuer), now);
  await saveContactCfdi(tx, tenant, customerId, v.parse(ContactCfdiUpdateSchema, DEMO_INVOICE_CUSTOMER));
  const context = { db: tx, tenant, now, appKey, pac: new SandboxPac(() => now) };
  const stamped = await createInvoice(
    context,
    invoiceOf(customerId, 'Servicio de banquete para 40 personas', 4500),
  );
  const outcome = await stampInvoice(context, stamped);
  if (!outcome.stamped) throw new Error(`seed: demo invoice not stamped: ${outcome.reason}`);
  await createInvoice(context, invoiceOf(customerId, 'Renta de salón para evento privado', 2500));
}
