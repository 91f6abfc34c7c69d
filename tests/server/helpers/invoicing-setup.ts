// The invoicing tests' common ground: the business with SAT's test CSD and an issuer profile, and
// SAT's test receiver as a customer with its CFDI data. Through the API, as the owner does it.
import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { TEST_CSD_UPLOAD } from './cfdi-fixtures';

/** An owner's call: method, URL and JSON body. */
export type OwnerCall = (
  method: 'POST' | 'PUT',
  url: string,
  payload?: object,
) => Promise<LightMyRequestResponse>;

/** SAT's test receiver (the demo's Juan López carries it too). */
export const TEST_RECEIVER_CFDI = {
  cfdi_nombre: 'UNIVERSIDAD ROBOTICA ESPAÑOLA',
  cfdi_rfc: 'URE180429TM6',
  cfdi_regimen_fiscal: '601',
  cfdi_uso_cfdi: 'G03',
  cfdi_codigo_postal: '86991',
} as const;

/** The self-invoice page's body for SAT's test receiver (what a customer types on /facturar). */
export const TEST_SELF_INVOICE_BODY = {
  rfc: TEST_RECEIVER_CFDI.cfdi_rfc,
  nombre: TEST_RECEIVER_CFDI.cfdi_nombre,
  regimen_fiscal: TEST_RECEIVER_CFDI.cfdi_regimen_fiscal,
  codigo_postal: TEST_RECEIVER_CFDI.cfdi_codigo_postal,
  uso_cfdi: TEST_RECEIVER_CFDI.cfdi_uso_cfdi,
  email: 'facturas@universidad.test',
} as const;

/** Uploads the test CSD and saves the issuer profile (601, lugar de expedición 42501, and `issuer`'s fields). */
export async function setUpIssuer(call: OwnerCall, issuer: Record<string, string> = {}): Promise<void> {
  const certificate = await call('POST', '/v1/invoicing/sat-certificate', TEST_CSD_UPLOAD);
  expect(certificate.statusCode, certificate.body).toBe(200);
  const profile = await call('PUT', '/v1/invoicing/issuer', {
    regimen_fiscal: '601',
    lugar_expedicion: '42501',
    ...issuer,
  });
  expect(profile.statusCode, profile.body).toBe(200);
}

/** A new customer with the test receiver's CFDI data (`cfdi` overrides some of it); returns its id. */
export async function receiverContact(
  call: OwnerCall,
  cfdi: Partial<Record<keyof typeof TEST_RECEIVER_CFDI, string>> = {},
): Promise<number> {
  const contact = await call('POST', '/v1/contact/contact', { name: 'Universidad Robótica' });
  expect(contact.statusCode, contact.body).toBe(200);
  const id: number = contact.json().data.id;
  const saved = await call('PUT', `/v1/invoicing/contact/${id}/cfdi`, { ...TEST_RECEIVER_CFDI, ...cfdi });
  expect(saved.statusCode, saved.body).toBe(200);
  return id;
}
