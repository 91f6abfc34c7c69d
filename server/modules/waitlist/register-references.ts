import { and, eq } from 'drizzle-orm';
import type { FieldErrors } from '../../../src/domain/contract/common';
import { REGISTRATION_MESSAGES } from '../../../src/domain/contract/queue-registration';
import type { Db } from '../../db/client';
import { contacts, memberships, products, users } from '../../db/schema';

export interface ReferenceIds {
  productId?: number | null | undefined;
  assignedUserId?: number | null | undefined;
  contactId?: number | null | undefined;
  /** The public page offers only services visible on the waitlist (waitlist_status active). */
  visibleServicesOnly?: boolean;
}

export interface ResolvedReferences {
  errors: FieldErrors;
  product: { id: number; durationMins: number | null } | null;
  contact: { id: number; name: string; phone: string | null } | null;
}

/**
 * Checks that the ids a registration names belong to its location and company: an active service
 * of the location, an assignable active employee with a membership there, an active contact of
 * the company. Anything else (missing, inactive, another tenant's) is a 422 on that field, with
 * the message of the field's 01 §5.5 rule.
 */
export async function resolveReferences(
  db: Db,
  location: { id: number; companyId: number },
  ids: ReferenceIds,
): Promise<ResolvedReferences> {
  const errors: FieldErrors = {};
  const [product, employee, contact] = await Promise.all([
    ids.productId
      ? db
          .select({ id: products.id, durationMins: products.durationMins })
          .from(products)
          .where(
            and(
              eq(products.id, ids.productId),
              eq(products.locationId, location.id),
              eq(products.type, 'service'),
              eq(products.status, 'active'),
              ids.visibleServicesOnly ? eq(products.waitlistStatus, 'active') : undefined,
            ),
          )
          .limit(1)
          .then((rows) => rows[0] ?? null)
      : null,
    ids.assignedUserId
      ? db
          .select({ id: users.id })
          .from(users)
          .innerJoin(memberships, eq(memberships.userId, users.id))
          .where(
            and(
              eq(users.id, ids.assignedUserId),
              eq(users.isAssignable, true),
              eq(users.status, 'active'),
              eq(memberships.locationId, location.id),
            ),
          )
          .limit(1)
          .then((rows) => rows[0] ?? null)
      : null,
    ids.contactId
      ? db
          .select({ id: contacts.id, name: contacts.name, phone: contacts.phone })
          .from(contacts)
          .where(
            and(
              eq(contacts.id, ids.contactId),
              eq(contacts.companyId, location.companyId),
              eq(contacts.status, 'active'),
            ),
          )
          .limit(1)
          .then((rows) => rows[0] ?? null)
      : null,
  ]);
  if (ids.productId && !product) errors.product_id = [REGISTRATION_MESSAGES.service];
  if (ids.assignedUserId && !employee) errors.assigned_user_id = [REGISTRATION_MESSAGES.employee];
  if (ids.contactId && !contact) errors.contact_id = [REGISTRATION_MESSAGES.customer];
  return { errors, product, contact };
}
