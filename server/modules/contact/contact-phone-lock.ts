import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';

/**
 * Holds, until the transaction ends, a lock on one company's phone, so that "find the customer
 * with this phone, else create them" runs once at a time for that phone: two first sales (or
 * registrations) of one new customer at the same moment make one contact, not two. A hash
 * collision only makes two unrelated phones wait for each other.
 */
export async function lockContactPhone(tx: Tx, companyId: number, phone: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`contact-phone:${companyId}:${phone}`}))`);
}
