import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The public links of a stamped invoice's PDF and XML (sent by WhatsApp, shown on the self-invoice
 * page): the recipient has no session, so the link carries the company, the invoice and an expiry,
 * signed with the server's key and the document it opens (a PDF token never opens the XML).
 * Nothing else opens an invoice without signing in, and a link stops working after LINK_DAYS.
 */
const LINK_DAYS = 30;
const DAY_MS = 86_400_000;

interface LinkClaims {
  companyId: number;
  invoiceId: number;
  /** Unix seconds. */
  expires: number;
}

export type InvoiceDocument = 'pdf' | 'xml';

const signature = (key: Uint8Array, document: InvoiceDocument, payload: string) =>
  createHmac('sha256', key).update(`invoice-${document}:${payload}`).digest('base64url');

export function signInvoiceLink(
  key: Uint8Array,
  companyId: number,
  invoiceId: number,
  now: Date,
  document: InvoiceDocument = 'pdf',
): string {
  const expires = Math.floor((now.getTime() + LINK_DAYS * DAY_MS) / 1000);
  const payload = `${companyId}.${invoiceId}.${expires}`;
  return `${payload}.${signature(key, document, payload)}`;
}

const positive = (text: string | undefined) => {
  const value = Number(text);
  return /^\d{1,12}$/.test(text ?? '') && value > 0 ? value : null;
};

/** The company a token names, unverified: only to scope the lookup that verifies it. */
export function linkCompany(token: string): number | null {
  return positive(token.split('.')[0]);
}

/** The claims of a genuine, unexpired token, or null. */
export function verifyInvoiceLink(
  key: Uint8Array,
  token: string,
  now: Date,
  document: InvoiceDocument = 'pdf',
): LinkClaims | null {
  const [company, invoice, expiresText, given = ''] = token.split('.');
  const companyId = positive(company);
  const invoiceId = positive(invoice);
  const expires = positive(expiresText);
  if (companyId === null || invoiceId === null || expires === null) return null;
  const expected = Buffer.from(signature(key, document, `${companyId}.${invoiceId}.${expires}`));
  const actual = Buffer.from(given);
  if (actual.length !== expected.length || !timingSafeEqual(actual, expected)) return null;
  if (expires * 1000 <= now.getTime()) return null;
  return { companyId, invoiceId, expires };
}

/** The public address of a document's signed link (/v1/public/invoice-pdf/… or …/invoice-xml/…). */
export const invoicePublicUrl = (origin: string, token: string, document: InvoiceDocument = 'pdf') =>
  `${origin}/v1/public/invoice-${document}/${token}`;
