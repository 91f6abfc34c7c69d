import { asc, eq, sql } from 'drizzle-orm';
import { DEFAULT_SHOP_SETTINGS, DEFAULT_WAITLIST_SETTINGS } from '../../../src/domain/contract/settings';
import { hashPassword } from '../../security/password';
import type { Db, Tx } from '../client';
import { type LocationRef, writeLocationSetup } from '../location-defaults';
import { newPublicCode } from '../public-code';
import {
  companies,
  contacts,
  contactTags,
  hourOverrides,
  locationHours,
  locations,
  memberships,
  plans,
  products,
  productUsers,
  queueEvents,
  queueItems,
  subscriptions,
  tags,
  users,
} from '../schema';
import { closedDay, EMPLOYEE_HOURS, upcomingBookings } from './agenda-entries';
import {
  DEMO_COMPANY_NAME,
  DEMO_CONTACTS,
  DEMO_EMPLOYEES,
  DEMO_LOCATIONS,
  DEMO_LOGINS,
  DEMO_PASSWORD,
  DEMO_SERVICES,
  DEMO_TAGS,
  DEMO_TIMEZONE,
  type DemoLocationKey,
} from './demo-business';
import { DEMO_INVOICE_CUSTOMER_PHONE, DEMO_OWNER, insertDemoInvoicing } from './demo-invoicing';
import { insertDemoLoyalty } from './demo-loyalty';
import { insertDemoMessages } from './demo-messages';
import { insertDemoShop } from './demo-shop';
import { insertDemoSurvey } from './demo-surveys';
import { insertWaitlistHistory } from './demo-waitlist-history';
import { branchLocationEntries, type DemoEntry, mainLocationEntries, TodayClock } from './today-entries';

export { seedBenchEntries } from './bench-entries';
export { DEMO_LOGINS, DEMO_PASSWORD } from './demo-business';

/** Key of the transaction-level advisory lock that keeps two starting servers from seeding twice. */
const SEED_LOCK_KEY = 7_243_902;

/**
 * Seeds the demo business (TEAM.md "Demo business") when the database has no company yet;
 * otherwise does nothing. Today's entries are relative to now, in Mexico City time.
 */
export async function seedDemo(
  db: Db,
  now: Date = new Date(),
  options: DemoOptions = {},
): Promise<{ seeded: boolean }> {
  const passwordHashes = await Promise.all(DEMO_LOGINS.map(() => hashPassword(DEMO_PASSWORD)));
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK_KEY})`);
    const existing = await tx.select({ id: companies.id }).from(companies).limit(1);
    if (existing.length > 0) return { seeded: false };
    await insertDemo(tx, now, passwordHashes, options);
    return { seeded: true };
  });
}

export interface DemoOptions {
  /**
   * The server's key (server/security/app-key.ts): with it the demo gets invoicing ready (SAT's
   * test CSD sealed with this key, demo-invoicing.ts); without it (the tests' template, where
   * each test uploads its own CSD) the demo has no certificate.
   */
  appKey?: Uint8Array;
}

async function insertDemo(tx: Tx, now: Date, passwordHashes: string[], options: DemoOptions): Promise<void> {
  const [company] = await tx.insert(companies).values({ name: DEMO_COMPANY_NAME }).returning();
  if (!company) throw new Error('seed: company not inserted');

  const locationIds = await insertLocations(tx, company.id);
  const employeeIds = await insertUsers(tx, { companyId: company.id, locationIds }, passwordHashes);
  const serviceIds = await insertServices(tx, { companyId: company.id, locationIds }, employeeIds);
  const contactIds = await insertContacts(tx, company.id);
  await insertSubscription(tx, company.id);

  const clock = new TodayClock(now, DEMO_TIMEZONE);
  await insertDemoMessages(tx, {
    companyId: company.id,
    locationId: locationIds.main,
    contactIds,
    clock,
    now,
  });
  const ids = { contactIds, serviceIds, employeeIds };
  const main = { companyId: company.id, locationId: locationIds.main };
  const branch = { companyId: company.id, locationId: locationIds.branch };
  await insertEntries(tx, main, mainLocationEntries(clock), {
    ...ids,
    serviceIds: serviceIds.main,
  });
  await insertWaitlistHistory(tx, { ...main, now, timeZone: DEMO_TIMEZONE });
  await insertEntries(tx, branch, branchLocationEntries(clock), {
    ...ids,
    serviceIds: serviceIds.branch,
  });
  await insertAgenda(tx, main, { now, clock, ids: { ...ids, serviceIds: serviceIds.main } });
  await insertDemoShop(tx, { ...main, contactIds, clock, now, timeZone: DEMO_TIMEZONE });
  await insertDemoLoyalty(tx, {
    companyId: company.id,
    locationIds,
    contactIds,
    now,
    timeZone: DEMO_TIMEZONE,
  });
  await insertDemoSurvey(tx, { ...main, now });
  if (options.appKey) {
    const [owner] = await tx.select({ id: users.id }).from(users).where(eq(users.email, DEMO_OWNER.email));
    await insertDemoInvoicing(tx, {
      tenant: { ...main, userId: owner?.id ?? 0, roles: DEMO_OWNER.roles },
      appKey: options.appKey,
      now,
      customerId: contactIds.get(DEMO_INVOICE_CUSTOMER_PHONE) ?? 0,
    });
  }
}

/** The coming bookings, one employee's own hours and a closed day next week, for the calendar. */
async function insertAgenda(
  tx: Tx,
  place: LocationRef,
  input: { now: Date; clock: TodayClock; ids: Parameters<typeof insertEntries>[3] },
): Promise<void> {
  const { now, clock, ids } = input;
  await insertEntries(tx, place, upcomingBookings(now, DEMO_TIMEZONE, clock.ago(120)), ids);
  await tx.insert(locationHours).values({ ...EMPLOYEE_HOURS, ...place, userId: ids.employeeIds[0] ?? null });
  await tx.insert(hourOverrides).values({ ...closedDay(now, DEMO_TIMEZONE), ...place });
}

async function insertLocations(tx: Tx, companyId: number): Promise<Record<DemoLocationKey, number>> {
  const ids = {} as Record<DemoLocationKey, number>;
  for (const key of Object.keys(DEMO_LOCATIONS) as DemoLocationKey[]) {
    const demo = DEMO_LOCATIONS[key];
    const [location] = await tx
      .insert(locations)
      .values({ companyId, ...demo, timezone: DEMO_TIMEZONE, category: 'restaurant' })
      .returning({ id: locations.id });
    if (!location) throw new Error('seed: location not inserted');
    ids[key] = location.id;
    await writeLocationSetup(
      tx,
      { companyId, locationId: location.id },
      {
        hours: { openTime: '08:00', closeTime: '18:00' },
        waitlist: DEFAULT_WAITLIST_SETTINGS,
        shop: DEFAULT_SHOP_SETTINGS,
      },
    );
  }
  return ids;
}

/**
 * Inserts the logins (each with an access code) and the employees; returns the employees' ids
 * (DEMO_EMPLOYEES order).
 */
async function insertUsers(
  tx: Tx,
  { companyId, locationIds }: { companyId: number; locationIds: Record<DemoLocationKey, number> },
  passwordHashes: string[],
): Promise<number[]> {
  for (const [index, login] of DEMO_LOGINS.entries()) {
    const [user] = await tx
      .insert(users)
      .values({
        email: login.email,
        phone: login.phone,
        name: login.name,
        workTitle: login.workTitle,
        passwordHash: passwordHashes[index],
        phoneVerified: true,
        emailVerifiedAt: new Date(),
      })
      .returning({ id: users.id });
    if (!user) throw new Error('seed: user not inserted');
    await tx.insert(memberships).values(
      login.locations.map((key) => ({
        companyId,
        userId: user.id,
        locationId: locationIds[key],
        roles: login.roles,
      })),
    );
  }
  const employees = await tx
    .insert(users)
    .values(DEMO_EMPLOYEES.map((employee) => ({ ...employee, isAssignable: true })))
    .returning({ id: users.id });
  await tx.insert(memberships).values(
    employees.map((employee) => ({
      companyId,
      userId: employee.id,
      locationId: locationIds.main,
      roles: [],
    })),
  );
  return employees.map((employee) => employee.id);
}

/** Inserts the services (the branch offers the first two); returns each location's service ids by name. */
async function insertServices(
  tx: Tx,
  { companyId, locationIds }: { companyId: number; locationIds: Record<DemoLocationKey, number> },
  employeeIds: number[],
): Promise<Record<DemoLocationKey, Map<string, number>>> {
  const insert = (locationId: number, services: readonly (typeof DEMO_SERVICES)[number][]) =>
    tx
      .insert(products)
      .values(services.map((service) => ({ ...service, type: 'service' as const, companyId, locationId })))
      .returning({ id: products.id, name: products.name });
  const main = await insert(locationIds.main, DEMO_SERVICES);
  const branch = await insert(locationIds.branch, DEMO_SERVICES.slice(0, 2));
  await tx
    .insert(productUsers)
    .values(
      main.flatMap((product) => employeeIds.map((userId) => ({ companyId, productId: product.id, userId }))),
    );
  const byName = (rows: { id: number; name: string }[]) => new Map(rows.map((row) => [row.name, row.id]));
  return { main: byName(main), branch: byName(branch) };
}

/** Inserts the company's contacts and tags; returns contact ids by phone. */
async function insertContacts(tx: Tx, companyId: number): Promise<Map<string, number>> {
  const tagRows = await tx
    .insert(tags)
    .values(DEMO_TAGS.map((name) => ({ companyId, name })))
    .returning({ id: tags.id, name: tags.name });
  const tagIds = new Map(tagRows.map((tag) => [tag.name, tag.id]));
  const contactRows = await tx
    .insert(contacts)
    .values(DEMO_CONTACTS.map(({ name, phone, email }) => ({ companyId, name, phone, email })))
    .returning({ id: contacts.id, phone: contacts.phone });
  const contactIds = new Map(contactRows.map((contact) => [contact.phone ?? '', contact.id]));
  const links = DEMO_CONTACTS.flatMap((contact) =>
    contact.tags.map((tag) => ({
      companyId,
      contactId: contactIds.get(contact.phone) ?? 0,
      tagId: tagIds.get(tag) ?? 0,
    })),
  );
  await tx.insert(contactTags).values(links);
  return contactIds;
}

/** The demo company is on the free plan, which the migrations provide (0009_reference_plans). */
async function insertSubscription(tx: Tx, companyId: number): Promise<void> {
  const [free] = await tx
    .select({ id: plans.id })
    .from(plans)
    .where(eq(plans.type, 'free'))
    .orderBy(asc(plans.sortOrder), asc(plans.id))
    .limit(1);
  if (!free) throw new Error('seed: no free plan (migrations not applied?)');
  await tx.insert(subscriptions).values({ companyId, planId: free.id, status: 'active', recurrence: 'none' });
}

async function insertEntries(
  tx: Tx,
  place: LocationRef,
  entries: DemoEntry[],
  ids: { contactIds: Map<string, number>; serviceIds: Map<string, number>; employeeIds: number[] },
): Promise<void> {
  for (const entry of entries) {
    const [item] = await tx
      .insert(queueItems)
      .values({
        ...entry.item,
        ...place,
        publicCode: newPublicCode(),
        contactId: entry.item.phone ? (ids.contactIds.get(entry.item.phone) ?? null) : null,
        productId: entry.service ? (ids.serviceIds.get(entry.service) ?? null) : null,
        assignedUserId: entry.employee === null ? null : (ids.employeeIds[entry.employee] ?? null),
        updatedAt: entry.events.at(-1)?.createdAt ?? entry.item.createdAt,
      })
      .returning({ id: queueItems.id });
    if (!item) throw new Error('seed: queue item not inserted');
    await tx
      .insert(queueEvents)
      .values(entry.events.map((event) => ({ ...event, ...place, queueItemId: item.id })));
  }
}
