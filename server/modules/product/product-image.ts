import { createHash } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import {
  PRODUCT_IMAGE_LIMIT_MESSAGE,
  PRODUCT_IMAGE_UPLOADS_PER_HOUR,
} from '../../../src/domain/contract/catalog-product';
import { parseImageDataUrl } from '../../../src/domain/rules/square-image';
import type { Db } from '../../db/client';
import { products } from '../../db/schema';
import { NotFoundError, TooManyRequestsError } from '../../http/errors';
import { SlidingWindowCounter } from '../../http/rate-limit';
import type { Tenant } from '../../http/tenancy';
import { productOfLocation } from './product-view';

const HOUR_MS = 60 * 60_000;

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

/** Stores the checked picture in the product's row; image_url and thumb_url point at it. */
export async function saveProductImage(db: Db, id: number, dataUrl: string, tenant: Tenant): Promise<void> {
  const product = await productOfLocation(db, id, tenant);
  const image = parseImageDataUrl(dataUrl);
  // The body's schema has already refused anything else.
  if (!image) throw new Error('a product image that is not a data address');
  const url = productImagePath(product.id, image.bytes);
  await db
    .update(products)
    .set({ imageData: dataUrl.split(',')[1], imageType: image.type, imageUrl: url, thumbUrl: url })
    .where(eq(products.id, product.id));
}

/** Removes the product's picture. */
export async function removeProductImage(db: Db, id: number, tenant: Tenant): Promise<void> {
  const product = await productOfLocation(db, id, tenant);
  await db
    .update(products)
    .set({ imageData: null, imageType: null, imageUrl: null, thumbUrl: null })
    .where(eq(products.id, product.id));
}

/** The stored picture of an active product of the resolved location, or 404. */
export async function publicProductImage(
  db: Db,
  id: number,
  locationId: number,
): Promise<{ type: string; bytes: Buffer }> {
  const [row] = await db
    .select({ data: products.imageData, type: products.imageType, status: products.status })
    .from(products)
    .where(and(eq(products.id, id), eq(products.locationId, locationId)))
    .limit(1);
  if (row?.status !== 'active' || !row.data || !row.type) throw new NotFoundError();
  return { type: row.type, bytes: Buffer.from(row.data, 'base64') };
}
