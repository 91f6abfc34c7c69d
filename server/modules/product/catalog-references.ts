import { and, eq, inArray } from 'drizzle-orm';
import { CATALOG_MESSAGES as M } from '../../../src/domain/contract/catalog-values';
import type { FieldErrors } from '../../../src/domain/contract/common';
import type { Tx } from '../../db/client';
import { categories, memberships, modifiers } from '../../db/schema';
import type { Tenant } from '../../http/tenancy';
import { catalogRefusal } from './catalog-errors';

/**
 * The category, modifiers and employees a product names must be this location's: another
 * location's (or company's) id is refused like one that exists nowhere (422 on that field).
 */
export async function checkProductReferences(
  tx: Tx,
  tenant: Tenant,
  refs: { category_id?: number | null; modifiers?: number[]; users?: number[] },
): Promise<void> {
  const errors: FieldErrors = {};
  if (refs.category_id != null) {
    const found = await tx
      .select({ id: categories.id })
      .from(categories)
      .where(and(eq(categories.id, refs.category_id), eq(categories.locationId, tenant.locationId)));
    if (found.length === 0) errors.category_id = [M.categoryUnknown];
  }
  if (refs.modifiers && refs.modifiers.length > 0) {
    const found = await tx
      .select({ id: modifiers.id })
      .from(modifiers)
      .where(and(inArray(modifiers.id, refs.modifiers), eq(modifiers.locationId, tenant.locationId)));
    if (found.length !== refs.modifiers.length) errors.modifiers = [M.modifierUnknown];
  }
  if (refs.users && refs.users.length > 0) {
    const found = await tx
      .selectDistinct({ id: memberships.userId })
      .from(memberships)
      .where(and(inArray(memberships.userId, refs.users), eq(memberships.locationId, tenant.locationId)));
    if (found.length !== refs.users.length) errors.users = [M.userUnknown];
  }
  if (Object.keys(errors).length > 0) throw catalogRefusal(errors);
}
