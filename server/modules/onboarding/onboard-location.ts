import { and, arrayContains, asc, eq, sql } from 'drizzle-orm';
import type { OnboardLocationBody } from '../../../src/domain/contract/onboarding';
import { ONBOARDING_MESSAGES } from '../../../src/domain/contract/onboarding';
import { DEFAULT_SHOP_SETTINGS } from '../../../src/domain/contract/settings';
import { toE164 } from '../../../src/domain/rules/phone';
import type { Db, Tx } from '../../db/client';
import { writeLocationSetup } from '../../db/location-defaults';
import {
  businessCategories,
  companies,
  locations,
  memberships,
  plans,
  sessions,
  subscriptions,
  users,
} from '../../db/schema';
import { ValidationError } from '../../http/errors';

interface Owner {
  userId: number;
  sessionId: number;
  /** The session's current location: its company is preferred when the user owns it. */
  currentLocationId: number | null;
}

/**
 * The new location of onboarding, in one transaction: the company (a user who already owns one
 * adds the location to it), the location with default shop settings, the user's super-admin
 * membership, and the session's current location. Nothing is left behind when any part fails.
 */
export async function createOnboardLocation(
  db: Db,
  body: OnboardLocationBody,
  owner: Owner,
): Promise<number> {
  return db.transaction(async (tx) => {
    const category = await categoryName(tx, body.category_id);
    const companyId = (await ownedCompany(tx, owner)) ?? (await newCompany(tx, body.name));
    // on conflict do nothing also waits for a concurrent claim of the same username, then skips.
    const [location] = await tx
      .insert(locations)
      .values({
        companyId,
        name: body.name,
        username: body.username,
        description: body.description || null,
        phone: toE164(body.phone),
        category,
        timezone: body.timezone,
      })
      .onConflictDoNothing({ target: locations.username })
      .returning({ id: locations.id });
    if (!location) throw ValidationError.forField('username', ONBOARDING_MESSAGES.usernameTaken);
    await tx
      .insert(memberships)
      .values({ companyId, userId: owner.userId, locationId: location.id, roles: ['super-admin'] });
    // Shop settings from the start: in shop mode the preferences step asks nothing and may not call.
    await writeLocationSetup(tx, { companyId, locationId: location.id }, { shop: DEFAULT_SHOP_SETTINGS });
    await tx.update(sessions).set({ locationId: location.id }).where(eq(sessions.id, owner.sessionId));
    await tx.update(users).set({ lastLocationId: location.id }).where(eq(users.id, owner.userId));
    return location.id;
  });
}

async function categoryName(tx: Tx, categoryId: number): Promise<string> {
  const [row] = await tx
    .select({ name: businessCategories.name })
    .from(businessCategories)
    .where(eq(businessCategories.id, categoryId));
  if (!row) throw ValidationError.forField('category_id', ONBOARDING_MESSAGES.categoryRequired);
  return row.name;
}

/** The company the user owns (super-admin at one of its locations), the current one first. */
async function ownedCompany(tx: Tx, owner: Owner): Promise<number | undefined> {
  const current = owner.currentLocationId ?? 0;
  const [row] = await tx
    .select({ companyId: locations.companyId })
    .from(memberships)
    .innerJoin(locations, eq(locations.id, memberships.locationId))
    .where(and(eq(memberships.userId, owner.userId), arrayContains(memberships.roles, ['super-admin'])))
    .orderBy(sql`${locations.id} = ${current} desc`, asc(memberships.id))
    .limit(1);
  return row?.companyId;
}

/** A new company, on the free plan when the platform has one (its monthly messages come with it). */
async function newCompany(tx: Tx, name: string): Promise<number> {
  const [company] = await tx.insert(companies).values({ name }).returning({ id: companies.id });
  if (!company) throw new Error('onboarding: company not inserted');
  const [free] = await tx
    .select({ id: plans.id })
    .from(plans)
    .where(eq(plans.type, 'free'))
    .orderBy(asc(plans.sortOrder), asc(plans.id))
    .limit(1);
  if (free) {
    await tx
      .insert(subscriptions)
      .values({ companyId: company.id, planId: free.id, status: 'active', recurrence: 'none' });
  }
  return company.id;
}
