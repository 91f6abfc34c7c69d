import { and, asc, type Column, eq, isNull, type SQL } from 'drizzle-orm';
import type {
  HourOverrideEntry,
  HourOverrideInput,
  HoursEntry,
  HoursEntryInput,
} from '../../../src/domain/contract/hours';
import type { Db } from '../../db/client';
import { hourOverrides, locationHours, memberships } from '../../db/schema';
import { NotFoundError } from '../../http/errors';
import type { Tenant } from '../../http/tenancy';

/**
 * Whose hours a call is about: the session's location (another location's id, of this company or
 * another, answers 404 like a missing one) and, with ?user_id=, one person with access there.
 */
export interface HoursOwner {
  companyId: number;
  locationId: number;
  userId: number | null;
}

export async function hoursOwner(
  db: Db,
  tenant: Tenant,
  locationId: number,
  userId: number | undefined,
): Promise<HoursOwner> {
  if (locationId !== tenant.locationId) throw new NotFoundError();
  if (userId !== undefined) {
    const [member] = await db
      .select({ id: memberships.id })
      .from(memberships)
      .where(and(eq(memberships.locationId, locationId), eq(memberships.userId, userId)))
      .limit(1);
    if (!member) throw new NotFoundError();
  }
  return { companyId: tenant.companyId, locationId, userId: userId ?? null };
}

function ofOwner(columns: { locationId: Column; userId: Column }, owner: HoursOwner): SQL | undefined {
  return and(
    eq(columns.locationId, owner.locationId),
    owner.userId === null ? isNull(columns.userId) : eq(columns.userId, owner.userId),
  );
}

export async function listHours(db: Db, owner: HoursOwner): Promise<HoursEntry[]> {
  return db
    .select({
      id: locationHours.id,
      open_time: locationHours.openTime,
      close_time: locationHours.closeTime,
      days_of_week: locationHours.daysOfWeek,
      types: locationHours.types,
    })
    .from(locationHours)
    .where(ofOwner(locationHours, owner))
    .orderBy(asc(locationHours.id));
}

export async function listHourOverrides(db: Db, owner: HoursOwner): Promise<HourOverrideEntry[]> {
  return db
    .select({
      id: hourOverrides.id,
      date: hourOverrides.date,
      open_time: hourOverrides.openTime,
      close_time: hourOverrides.closeTime,
    })
    .from(hourOverrides)
    .where(ofOwner(hourOverrides, owner))
    .orderBy(asc(hourOverrides.date), asc(hourOverrides.openTime), asc(hourOverrides.id));
}

const place = (owner: HoursOwner) => ({
  companyId: owner.companyId,
  locationId: owner.locationId,
  userId: owner.userId,
});

/** Replaces the owner's whole weekly list with the one sent (the form always sends all of it). */
export async function replaceHours(db: Db, owner: HoursOwner, hours: readonly HoursEntryInput[]) {
  await db.transaction(async (tx) => {
    await tx.delete(locationHours).where(ofOwner(locationHours, owner));
    if (hours.length === 0) return;
    await tx.insert(locationHours).values(
      hours.map((entry) => ({
        ...place(owner),
        openTime: entry.open_time,
        closeTime: entry.close_time,
        daysOfWeek: entry.days_of_week,
        types: entry.types,
      })),
    );
  });
}

/** Replaces the owner's special dates with the ones sent. */
export async function replaceHourOverrides(db: Db, owner: HoursOwner, hours: readonly HourOverrideInput[]) {
  await db.transaction(async (tx) => {
    await tx.delete(hourOverrides).where(ofOwner(hourOverrides, owner));
    if (hours.length === 0) return;
    await tx.insert(hourOverrides).values(
      hours.map((entry) => ({
        ...place(owner),
        date: entry.date,
        openTime: entry.open_time,
        closeTime: entry.close_time,
      })),
    );
  });
}
