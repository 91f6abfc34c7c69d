// Which business a public page serves, found on the named cross-company path before its handler
// runs, so that the handler's own queries run under that company's row-level security. Every
// route under /v1/public declares its resolver here; registering one without fails at start.
import { eq, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client';
import { locations, loyaltyCards, loyaltyTransactions, products, queueItems, sales } from '../db/schema';
import type { TenantScope } from '../db/tenant-scope';
import { linkCompany } from '../modules/invoicing/invoice-delivery-links';
import { isLoyaltySelfInvoiceCode } from '../modules/loyalty/loyalty-self-invoice';

type Params = Record<string, string | undefined>;
type Resolver = (platformDb: Db, params: Params) => Promise<TenantScope | null>;

const first = <T>(rows: T[]): T | null => rows[0] ?? null;

const locationScope = { companyId: locations.companyId, locationId: locations.id };

const byUsername: Resolver = async (db, { username = '' }) =>
  first(await db.select(locationScope).from(locations).where(eq(locations.username, username)).limit(1));

/** A business found through a row with a public code and its location (a turn, an order). */
const byPublicCode =
  (table: PgTable, code: PgColumn, locationId: PgColumn): Resolver =>
  async (db, params) =>
    first(
      await db
        .select(locationScope)
        .from(table)
        .innerJoin(locations, eq(locations.id, locationId))
        .where(eq(code, params.code ?? ''))
        .limit(1),
    );

const byTurnCode = byPublicCode(queueItems, queueItems.publicCode, queueItems.locationId);
const byOrderCode = byPublicCode(sales, sales.publicCode, sales.locationId);
const bySaleSelfInvoiceCode = byPublicCode(sales, sales.selfInvoiceCode, sales.locationId);

/** A self-invoice code names a sale, or with its 'l' a loyalty purchase (whose location may be gone). */
const bySelfInvoiceCode: Resolver = async (db, params) => {
  const code = params.code ?? '';
  if (!isLoyaltySelfInvoiceCode(code)) return bySaleSelfInvoiceCode(db, params);
  return first(
    await db
      .select({ companyId: loyaltyTransactions.companyId, locationId: loyaltyTransactions.locationId })
      .from(loyaltyTransactions)
      .where(eq(loyaltyTransactions.selfInvoiceCode, code))
      .limit(1),
  );
};

const byCardToken: Resolver = async (db, { token = '' }) =>
  first(
    await db
      .select({ companyId: loyaltyCards.companyId, locationId: sql<null>`null` })
      .from(loyaltyCards)
      .where(eq(loyaltyCards.token, token))
      .limit(1),
  );

/** A product's picture: the business of the product with that id. */
const byProductId: Resolver = async (db, { id = '' }) => {
  const productId = Number(id);
  if (!Number.isSafeInteger(productId) || productId <= 0) return null;
  return first(
    await db
      .select({ companyId: products.companyId, locationId: products.locationId })
      .from(products)
      .where(eq(products.id, productId))
      .limit(1),
  );
};

/**
 * An invoice's signed PDF link: the company its token names. The token is checked by the handler
 * (server/modules/invoicing/invoice-delivery-links.ts); a forged one finds nothing in that company.
 */
const byInvoiceLink: Resolver = async (_db, { token = '' }) => {
  const companyId = linkCompany(token);
  return companyId === null ? null : { companyId, locationId: null };
};

const RESOLVERS: Record<string, Resolver> = {
  '/v1/public/waitlist/:username': byUsername,
  '/v1/public/waitlist/:username/availability': byUsername,
  '/v1/public/waitlist/:username/wait-estimate': byUsername,
  '/v1/public/waitlist/:username/register': byUsername,
  '/v1/public/queue/:code': byTurnCode,
  '/v1/public/queue/:code/confirmation': byTurnCode,
  '/v1/public/shop/:username': byUsername,
  '/v1/public/shop/:username/order': byUsername,
  '/v1/public/order/:code': byOrderCode,
  '/v1/public/self-invoice/:code': bySelfInvoiceCode,
  '/v1/public/loyalty/card/:token': byCardToken,
  '/v1/public/loyalty/program/:username': byUsername,
  '/v1/public/profile/:username': byUsername,
  '/v1/public/profile/:username/logo': byUsername,
  '/v1/public/survey/:username/:id': byUsername,
  '/v1/public/survey/:username/:id/response': byUsername,
  '/v1/public/product-image/:id': byProductId,
  '/v1/public/product-image/:id/thumb': byProductId,
  '/v1/public/invoice-pdf/:token': byInvoiceLink,
  '/v1/public/invoice-xml/:token': byInvoiceLink,
};

/** The resolver of a public page's route; throws for a /v1/public route nobody declared. */
export function publicTenantResolver(url: string): Resolver | null {
  if (!url.startsWith('/v1/public/')) return null;
  const resolver = RESOLVERS[url];
  if (!resolver) {
    throw new Error(`${url}: a public page must say which business it serves (server/http/public-tenant.ts)`);
  }
  return resolver;
}
