import { and, asc, eq } from 'drizzle-orm';
import { isValidAccessPhone, toE164 } from '../../../src/domain/rules/phone';
import type { Tx } from '../../db/client';
import { contacts } from '../../db/schema';
import { lockContactPhone } from '../contact/contact-phone-lock';

/** The customer of a new queue item: who the item names and messages, and their contact. */
export interface RegistrationCustomer {
  contactId: number;
  name: string;
  phone: string | null;
}

/** A typed phone as stored (E.164, +52 when it has 10 national digits), or null when it is not valid. */
export function customerPhone(input: string): string | null {
  return isValidAccessPhone(input) ? toE164(input) : null;
}

/**
 * A new customer typed at registration: the company's active contact with that phone when there
 * is one (the item keeps the name as typed), else a new contact. Inside the registration's
 * transaction, so a refused registration leaves no contact behind.
 */
export async function contactForNewCustomer(
  tx: Tx,
  companyId: number,
  customer: { name: string; phone: string },
): Promise<RegistrationCustomer> {
  await lockContactPhone(tx, companyId, customer.phone);
  const [existing] = await tx
    .select({ id: contacts.id })
    .from(contacts)
    .where(
      and(
        eq(contacts.companyId, companyId),
        eq(contacts.phone, customer.phone),
        eq(contacts.status, 'active'),
      ),
    )
    .orderBy(asc(contacts.id))
    .limit(1);
  const contactId =
    existing?.id ??
    (
      await tx
        .insert(contacts)
        .values({ companyId, name: customer.name, phone: customer.phone })
        .returning({ id: contacts.id })
    )[0]?.id;
  if (contactId === undefined) throw new Error('contact not inserted');
  return { contactId, name: customer.name, phone: customer.phone };
}
