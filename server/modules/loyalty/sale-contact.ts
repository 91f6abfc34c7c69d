import { and, asc, eq } from 'drizzle-orm';
import { LOYALTY_MESSAGES, type LoyaltyCompleteBody } from '../../../src/domain/contract/loyalty';
import { cleanPhoneOrCode, isValidLoyaltyPhone, toE164 } from '../../../src/domain/rules/phone';
import type { Db, Tx } from '../../db/client';
import { contacts } from '../../db/schema';
import { lockContactPhone } from '../contact/contact-phone-lock';
import { claimAuthCode } from './card-codes';
import { loyaltyRefusal } from './loyalty-errors';

export interface SaleContact {
  id: number;
  name: string;
  phone: string | null;
}

/** A typed loyalty phone as stored (E.164), or a 422 phoneInvalid on `field`. */
export function loyaltyPhone(input: string, field: string): string {
  if (!isValidLoyaltyPhone(input)) throw loyaltyRefusal(field, LOYALTY_MESSAGES.phoneInvalid);
  return toE164(cleanPhoneOrCode(input));
}

/** The company's contact with that E.164 phone (the oldest when several share it). */
export async function contactByPhone(
  db: Db | Tx,
  companyId: number,
  phone: string,
): Promise<SaleContact | undefined> {
  const [row] = await db
    .select({ id: contacts.id, name: contacts.name, phone: contacts.phone })
    .from(contacts)
    .where(and(eq(contacts.companyId, companyId), eq(contacts.phone, phone)))
    .orderBy(asc(contacts.id))
    .limit(1);
  return row;
}

/** The company's contact with that id, if any. */
export async function companyContact(
  db: Db | Tx,
  companyId: number,
  id: number,
): Promise<SaleContact | undefined> {
  const [row] = await db
    .select({ id: contacts.id, name: contacts.name, phone: contacts.phone })
    .from(contacts)
    .where(and(eq(contacts.companyId, companyId), eq(contacts.id, id)))
    .limit(1);
  return row;
}

async function contactById(tx: Tx, companyId: number, id: number): Promise<SaleContact> {
  const contact = await companyContact(tx, companyId, id);
  if (!contact) throw loyaltyRefusal('contact_id', LOYALTY_MESSAGES.contactNotFound);
  return contact;
}

/**
 * Who a completed sale is for. With auth_code: the contact its code names (the code is marked
 * used here). Else contact_id (a customer prepare found by phone), else contact_phone: that
 * customer, or a new one named contact_name (422 contactNameRequired without it).
 */
export async function saleContact(
  tx: Tx,
  input: { companyId: number; body: LoyaltyCompleteBody; now: Date },
): Promise<{ contact: SaleContact; inputMethod: 'code' | 'phone' }> {
  const { companyId, body, now } = input;
  if (body.auth_code) {
    const id = await claimAuthCode(tx, { companyId, code: body.auth_code, contactId: body.contact_id, now });
    return { contact: await contactById(tx, companyId, id), inputMethod: 'code' };
  }
  if (body.contact_id !== null) {
    return { contact: await contactById(tx, companyId, body.contact_id), inputMethod: 'phone' };
  }
  const phone = loyaltyPhone(body.contact_phone ?? '', 'contact_phone');
  await lockContactPhone(tx, companyId, phone);
  const existing = await contactByPhone(tx, companyId, phone);
  if (existing) return { contact: existing, inputMethod: 'phone' };
  const name = body.contact_name?.trim() ?? '';
  if (name === '') throw loyaltyRefusal('contact_name', LOYALTY_MESSAGES.contactNameRequired);
  const [created] = await tx
    .insert(contacts)
    .values({ companyId, name, phone, createdAt: now, updatedAt: now })
    .returning({ id: contacts.id, name: contacts.name, phone: contacts.phone });
  if (!created) throw new Error('contact not inserted');
  return { contact: created, inputMethod: 'phone' };
}
