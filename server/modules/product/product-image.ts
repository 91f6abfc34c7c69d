import { createHash } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import sharp from 'sharp';
import {
  PRODUCT_IMAGE_LIMIT_MESSAGE,
  PRODUCT_IMAGE_UPLOADS_PER_HOUR,
} from '../../../src/domain/contract/catalog-product';
import { PRODUCT_IMAGE_MESSAGES } from '../../../src/domain/rules/product-image';
import { parseImageDataUrl } from '../../../src/domain/rules/square-image';
import type { Db } from '../../db/client';
import { products } from '../../db/schema';
import { NotFoundError, TooManyRequestsError, ValidationError } from '../../http/errors';
import { SlidingWindowCounter } from '../../http/rate-limit';
import type { Tenant } from '../../http/tenancy';
import { productOfLocation } from './product-view';

const HOUR_MS = 60 * 60_000;

/** The lists' thumbnail: a 200 px square WebP (a 1200 px picture is ~150 KB, this a few KB). */
export const PRODUCT_THUMB_SIDE = 200;
export const PRODUCT_THUMB_TYPE = 'image/webp';

/**
 * The thumbnail of a square picture the schema has already checked by its header. Pixels that
 * cannot be read (a right header on broken data) are the picture's Spanish 422, not a 500.
 */
export async function productThumbnail(bytes: Uint8Array): Promise<Buffer> {
  try {
    return await sharp(bytes)
      .resize(PRODUCT_THUMB_SIDE, PRODUCT_THUMB_SIDE, { fit: 'cover' })
      .webp({ quality: 80 })
      .toBuffer();
  } catch {
    throw ValidationError.forField('image', PRODUCT_IMAGE_MESSAGES.format);
  }
}

/**
 * The picture's public address: by product id, versioned by a hash of its bytes, so a browser's
 * cached copy is replaced when the picture changes and kept for as long as it does not.
 */
export function productImagePath(id: number, bytes: Uint8Array): string {
  const version = createHash('sha256').update(bytes).digest('base64url').slice(0, 16);
  return `/v1/public/product-image/${id}?v=${version}`;
}

/** Uploads per company and hour, in this process's memory like the routes' own limits. */
export class ProductImageUploads {
  private readonly counter = new SlidingWindowCounter(HOUR_MS);

  /** Counts one upload of the tenant's company, or refuses it with a Spanish 429 past the limit. */
  take(tenant: Tenant, now: Date): void {
    const key = String(tenant.companyId);
    if (this.counter.count(key, now) >= PRODUCT_IMAGE_UPLOADS_PER_HOUR) {
      throw new TooManyRequestsError(PRODUCT_IMAGE_LIMIT_MESSAGE);
    }
    this.counter.add(key, now);
  }
}

/**
 * Stores the checked picture and its thumbnail in the product's row; image_url points at the
 * picture, thumb_url at the thumbnail (both versioned by the picture's hash).
 */
export async function saveProductImage(db: Db, id: number, dataUrl: string, tenant: Tenant): Promise<void> {
  const product = await productOfLocation(db, id, tenant);
  const image = parseImageDataUrl(dataUrl);
  // The body's schema has already refused anything else.
  if (!image) throw new Error('a product image that is not a data address');
  const thumb = await productThumbnail(image.bytes);
  const url = productImagePath(product.id, image.bytes);
  await db
    .update(products)
    .set({
      imageData: dataUrl.split(',')[1],
      imageType: image.type,
      imageUrl: url,
      thumbData: thumb.toString('base64'),
      thumbUrl: url.replace('?', '/thumb?'),
    })
    .where(eq(products.id, product.id));
}

/** Removes the product's picture. */
export async function removeProductImage(db: Db, id: number, tenant: Tenant): Promise<void> {
  const product = await productOfLocation(db, id, tenant);
  await db
    .update(products)
    .set({ imageData: null, imageType: null, imageUrl: null, thumbData: null, thumbUrl: null })
    .where(eq(products.id, product.id));
}

/** The stored picture (or its thumbnail) of an active product of the resolved location, or 404. */
export async function publicProductImage(
  db: Db,
  id: number,
  locationId: number,
  size: 'full' | 'thumb',
): Promise<{ type: string; bytes: Buffer }> {
  const [row] = await db
    .select({
      data: size === 'full' ? products.imageData : products.thumbData,
      type: products.imageType,
      status: products.status,
    })
    .from(products)
    .where(and(eq(products.id, id), eq(products.locationId, locationId)))
    .limit(1);
  if (row?.status !== 'active' || !row.data || !row.type) throw new NotFoundError();
  return { type: size === 'full' ? row.type : PRODUCT_THUMB_TYPE, bytes: Buffer.from(row.data, 'base64') };
}
