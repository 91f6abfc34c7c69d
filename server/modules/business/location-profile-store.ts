import { eq } from 'drizzle-orm';
import type { LocationProfile, LocationProfilePatch } from '../../../src/domain/contract/location-profile';
import { DEFAULT_DESIGN, PROFILE_MESSAGES } from '../../../src/domain/rules/location-profile';
import { toE164 } from '../../../src/domain/rules/phone';
import { parseImageDataUrl } from '../../../src/domain/rules/square-image';
import type { Db, Tx } from '../../db/client';
import { businessCategories, locations } from '../../db/schema';
import { isUniqueViolation } from '../../http/error-handler';
import { NotFoundError, ValidationError } from '../../http/errors';
import { locationPublicUrl } from '../../http/public-urls';
import type { Tenant } from '../../http/tenancy';

/** The stored logo's address: by username, versioned by the save, so a browser's cached copy is replaced. */
export function logoPath(username: string, version: Date): string {
  return `/v1/public/profile/${encodeURIComponent(username)}/logo?v=${version.getTime()}`;
}

/** The columns both the profile and the public page read. */
export const pageColumns = {
  name: locations.name,
  username: locations.username,
  description: locations.description,
  imageUrl: locations.imageUrl,
  phone: locations.phone,
  address: locations.address,
  zipCode: locations.zipCode,
  latitude: locations.latitude,
  longitude: locations.longitude,
  socialLinks: locations.socialLinks,
  pages: locations.pages,
  design: locations.design,
};

/** The session's location only: another one's id (this company's or another's) answers 404 like a missing one. */
function ownLocation(tenant: Tenant, locationId: number): number {
  if (locationId !== tenant.locationId) throw new NotFoundError();
  return locationId;
}

/** GET /v1/business/location/{id}/profile. */
export async function readLocationProfile(
  db: Db | Tx,
  tenant: Tenant,
  locationId: number,
  origin: string,
): Promise<LocationProfile> {
  const [row] = await db
    .select({
      ...pageColumns,
      id: locations.id,
      timezone: locations.timezone,
      categoryId: businessCategories.id,
    })
    .from(locations)
    .leftJoin(businessCategories, eq(businessCategories.name, locations.category))
    .where(eq(locations.id, ownLocation(tenant, locationId)))
    .limit(1);
  if (!row) throw new NotFoundError();
  return {
    id: row.id,
    name: row.name,
    username: row.username,
    url: locationPublicUrl(origin, row.username),
    description: row.description,
    category_id: row.categoryId,
    image_url: row.imageUrl,
    phone: row.phone,
    address: row.address,
    zip_code: row.zipCode,
    latitude: row.latitude,
    longitude: row.longitude,
    timezone: row.timezone,
    social_links: row.socialLinks,
    pages: row.pages,
    design: row.design ?? DEFAULT_DESIGN,
  };
}

/** The business category's name, which the location stores (as onboarding does). */
async function categoryName(tx: Tx, categoryId: number | null): Promise<string | null> {
  if (categoryId === null) return null;
  const [row] = await tx
    .select({ name: businessCategories.name })
    .from(businessCategories)
    .where(eq(businessCategories.id, categoryId));
  if (!row) throw ValidationError.forField('category_id', PROFILE_MESSAGES.category);
  return row.name;
}

type LocationUpdate = Partial<typeof locations.$inferInsert>;

/** The columns a patch changes (keys not sent keep their value). */
async function changes(tx: Tx, patch: LocationProfilePatch): Promise<LocationUpdate> {
  const set: LocationUpdate = {};
  if (patch.name !== undefined) set.name = patch.name;
  if (patch.username !== undefined) set.username = patch.username;
  if (patch.description !== undefined) set.description = patch.description || null;
  if (patch.category_id !== undefined) set.category = await categoryName(tx, patch.category_id);
  if (patch.phone !== undefined) set.phone = patch.phone === null ? null : toE164(patch.phone);
  if (patch.address !== undefined) set.address = patch.address || null;
  if (patch.zip_code !== undefined) set.zipCode = patch.zip_code || null;
  if (patch.latitude !== undefined) set.latitude = patch.latitude;
  if (patch.longitude !== undefined) set.longitude = patch.longitude;
  if (patch.timezone !== undefined) set.timezone = patch.timezone;
  if (patch.social_links !== undefined) set.socialLinks = patch.social_links;
  if (patch.pages !== undefined) set.pages = patch.pages;
  if (patch.design !== undefined) set.design = patch.design;
  if (patch.image_url === null)
    Object.assign(set, { imageUrl: null, thumbUrl: null, logoData: null, logoType: null });
  if (patch.profile_image !== undefined) {
    // The contract checked it: a square PNG, JPEG or WebP of 500 to 1200 px.
    const image = parseImageDataUrl(patch.profile_image);
    if (image) Object.assign(set, { logoData: patch.profile_image.split(',')[1], logoType: image.type });
  }
  return set;
}

/**
 * PATCH /v1/business/location/{id}/profile: one transaction; a link already taken by any location
 * (of any company: the unique index sees them all, row-level security does not hide them from it)
 * is a 422 on `username`. A stored logo's address follows the username.
 */
export async function patchLocationProfile(
  db: Db,
  tenant: Tenant,
  locationId: number,
  patch: LocationProfilePatch,
  now: Date,
): Promise<void> {
  const id = ownLocation(tenant, locationId);
  try {
    await db.transaction(async (tx) => {
      const set = await changes(tx, patch);
      const [row] = await tx
        .update(locations)
        .set({ ...set, updatedAt: now })
        .where(eq(locations.id, id))
        .returning({ username: locations.username, logoData: locations.logoData });
      if (!row) throw new NotFoundError();
      if (row.logoData !== null && (set.logoData !== undefined || set.username !== undefined)) {
        const url = logoPath(row.username, now);
        await tx.update(locations).set({ imageUrl: url, thumbUrl: url }).where(eq(locations.id, id));
      }
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw ValidationError.forField('username', PROFILE_MESSAGES.usernameTaken);
    throw error;
  }
}
