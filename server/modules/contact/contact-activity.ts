import { and, desc, eq } from 'drizzle-orm';
import {
  CONTACT_ACTIVITY_LIMIT,
  type ContactLoyaltyTransaction,
  type ContactVisit,
} from '../../../src/domain/contract/contact-activity';
import type { Db } from '../../db/client';
import { contacts, locations, loyaltyTransactions, queueItems } from '../../db/schema';
import { foundInTenant, ofCompany, type Tenant } from '../../http/tenancy';
import { selectTransactions, transactionView } from '../loyalty/transaction-view';

/** The company's customer, or the tenant's 404. */
async function contactOfCompany(db: Db, tenant: Tenant, contactId: number): Promise<number> {
  const [row] = await db
    .select({ id: contacts.id })
    .from(contacts)
    .where(and(eq(contacts.id, contactId), ofCompany(contacts.companyId, tenant)))
    .limit(1);
  return foundInTenant(row).id;
}

/** The company's location names by id (a company has a handful). */
async function locationNames(db: Db, tenant: Tenant): Promise<Map<number, string>> {
  const rows = await db
    .select({ id: locations.id, name: locations.name })
    .from(locations)
    .where(ofCompany(locations.companyId, tenant));
  return new Map(rows.map((row) => [row.id, row.name]));
}

/**
 * The customer's latest visits at every location of the company (customers are shared by all of
 * them, 01 §2.8), found by the customer they were registered for, newest first.
 */
export async function contactVisits(db: Db, tenant: Tenant, contactId: number): Promise<ContactVisit[]> {
  const id = await contactOfCompany(db, tenant, contactId);
  const [rows, names] = await Promise.all([
    db
      .select()
      .from(queueItems)
      .where(and(eq(queueItems.contactId, id), ofCompany(queueItems.companyId, tenant)))
      .orderBy(desc(queueItems.createdAt), desc(queueItems.id))
      .limit(CONTACT_ACTIVITY_LIMIT),
    locationNames(db, tenant),
  ]);
  return rows.map((row) => ({
    id: row.id,
    type: row.type,
    status: row.status,
    group_size: row.groupSize,
    booking_date: row.bookingDate?.toISOString() ?? null,
    created_at: row.createdAt.toISOString(),
    location: { id: row.locationId, name: names.get(row.locationId) ?? '' },
  }));
}

/** The customer's latest loyalty transactions at every location of the company, newest first. */
export async function contactLoyaltyTransactions(
  db: Db,
  tenant: Tenant,
  contactId: number,
): Promise<ContactLoyaltyTransaction[]> {
  const id = await contactOfCompany(db, tenant, contactId);
  const where = and(eq(loyaltyTransactions.contactId, id), ofCompany(loyaltyTransactions.companyId, tenant));
  const [rows, names] = await Promise.all([
    selectTransactions(db, where, [desc(loyaltyTransactions.id)]).limit(CONTACT_ACTIVITY_LIMIT),
    locationNames(db, tenant),
  ]);
  return rows.map((row) => {
    const locationId = row.transaction.locationId;
    const name = locationId === null ? undefined : names.get(locationId);
    return {
      ...transactionView(row),
      location: locationId === null || name === undefined ? null : { id: locationId, name },
    };
  });
}
