// A business of its own for the agenda tests (availability, searches, calendar, reports), so the
// demo seed never changes what they count: one company, one location in Mexico City time open for
// bookings 09:00–13:00 every day, staff with the roles the tests need and two assignable employees.
import { eq } from 'drizzle-orm';
import * as v from 'valibot';
import type { Db } from '../../../server/db/client';
import { newPublicCode } from '../../../server/db/public-code';
import {
  companies,
  locationHours,
  locations,
  memberships,
  queueItems,
  users,
  waitlistSettings,
} from '../../../server/db/schema';
import { hashPassword } from '../../../server/security/password';
import { DAYS_OF_WEEK } from '../../../src/domain/contract/hours';
import {
  DEFAULT_WAITLIST_SETTINGS,
  type WaitlistSettings,
  WaitlistSettingsSchema,
} from '../../../src/domain/contract/settings';
import type { Role } from '../../../src/domain/roles';
import { companyOf } from './company-of';

export const AGENDA_PASSWORD = 'Agenda1234';

export interface AgendaBusiness {
  companyId: number;
  locationId: number;
  username: string;
  employees: [number, number];
  /** E-mail of a user with each role at the location. */
  logins: { host: string; reader: string; stats: string; contacts: string };
}

export async function addUser(
  db: Db,
  place: { companyId: number; locationId: number },
  email: string,
  roles: Role[],
): Promise<number> {
  const [user] = await db
    .insert(users)
    .values({ email, name: email.split('@')[0] ?? email, passwordHash: await hashPassword(AGENDA_PASSWORD) })
    .returning({ id: users.id });
  if (!user) throw new Error('fixture: user not inserted');
  await db.insert(memberships).values({ ...place, userId: user.id, roles });
  return user.id;
}

/** Creates the business; `key` makes its names unique, so one test may create two. */
export async function createAgendaBusiness(db: Db, key: string): Promise<AgendaBusiness> {
  const [company] = await db
    .insert(companies)
    .values({ name: `Agenda ${key} S.A.` })
    .returning({ id: companies.id });
  if (!company) throw new Error('fixture: company not inserted');
  const username = `agenda-${key}`;
  const [location] = await db
    .insert(locations)
    .values({ companyId: company.id, name: `Agenda ${key}`, username, timezone: 'America/Mexico_City' })
    .returning({ id: locations.id });
  if (!location) throw new Error('fixture: location not inserted');
  const locationId = location.id;
  const companyId = company.id;
  const place = { companyId, locationId };
  await db.insert(waitlistSettings).values({ ...place, settings: DEFAULT_WAITLIST_SETTINGS });
  await db.insert(locationHours).values({
    ...place,
    openTime: '09:00',
    closeTime: '13:00',
    daysOfWeek: [...DAYS_OF_WEEK],
    types: ['booking', 'waitlist'],
  });
  const logins = {
    host: `anfitrion@${key}.agenda`,
    reader: `lector@${key}.agenda`,
    stats: `reportes@${key}.agenda`,
    contacts: `clientes@${key}.agenda`,
  };
  await addUser(db, place, logins.host, ['waitlist-hostess']);
  await addUser(db, place, logins.reader, ['waitlist-reader']);
  await addUser(db, place, logins.stats, ['business-reader']);
  await addUser(db, place, logins.contacts, ['contact-reader']);
  const employees = await db
    .insert(users)
    .values([
      { name: `Beatriz ${key}`, workTitle: 'Estilista', isAssignable: true },
      { name: `Adrián ${key}`, workTitle: 'Barbero', isAssignable: true },
    ])
    .returning({ id: users.id });
  await db.insert(memberships).values(employees.map((e) => ({ ...place, userId: e.id, roles: [] })));
  return {
    companyId: company.id,
    locationId,
    username,
    employees: [employees[0]?.id ?? 0, employees[1]?.id ?? 0],
    logins,
  };
}

/** Replaces parts of the location's waitlist settings (validated like a real save). */
export async function setSettings(
  db: Db,
  locationId: number,
  patch: { booking?: Partial<WaitlistSettings['booking']> } & Partial<Omit<WaitlistSettings, 'booking'>>,
): Promise<void> {
  const settings = v.parse(WaitlistSettingsSchema, {
    ...DEFAULT_WAITLIST_SETTINGS,
    ...patch,
    booking: { ...DEFAULT_WAITLIST_SETTINGS.booking, ...patch.booking },
  });
  await db.update(waitlistSettings).set({ settings }).where(eq(waitlistSettings.locationId, locationId));
}

type NewItem = Partial<typeof queueItems.$inferInsert>;

/** Inserts a queue item of the location (a booking unless `type` says otherwise). */
export async function addItem(db: Db, locationId: number, item: NewItem): Promise<number> {
  const [row] = await db
    .insert(queueItems)
    .values({
      type: 'booking',
      name: 'Cliente',
      groupSize: 2,
      ...item,
      companyId: await companyOf(db, locationId),
      locationId,
      publicCode: newPublicCode(),
    })
    .returning({ id: queueItems.id });
  if (!row) throw new Error('fixture: queue item not inserted');
  return row.id;
}
