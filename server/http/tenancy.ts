import { type Column, eq, type SQL } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Role } from '../../src/domain/roles';
import type { AuthSession } from './auth/auth-session';
import { ForbiddenError, NotFoundError, UnauthorizedError } from './errors';

/** Who is asking and for which business: every query is scoped by it (DESIGN §4). */
export interface Tenant {
  userId: number;
  companyId: number;
  locationId: number;
  roles: Role[];
}

export const LOCATION_REQUIRED_MESSAGE = 'Selecciona una ubicación para continuar.';

/** The signed-in session of a protected route (the authentication hook already required it). */
export function sessionOf(request: FastifyRequest): AuthSession {
  if (!request.auth) throw new UnauthorizedError();
  return request.auth;
}

function tenantOf(request: FastifyRequest): Tenant {
  const auth = sessionOf(request);
  if (auth.locationId === null || auth.companyId === null) {
    throw new ForbiddenError(LOCATION_REQUIRED_MESSAGE, 'LOCATION_REQUIRED');
  }
  return { userId: auth.userId, companyId: auth.companyId, locationId: auth.locationId, roles: auth.roles };
}

/** Adds `request.tenant` (a getter over the session set by the authentication hook). */
export function registerTenancy(app: FastifyInstance): void {
  app.decorateRequest('auth', null);
  app.decorateRequest('tenant', {
    getter(this: FastifyRequest) {
      return tenantOf(this);
    },
  });
}

/** Condition: the row belongs to the tenant's current location. */
export function ofLocation(column: Column, tenant: Tenant): SQL {
  return eq(column, tenant.locationId);
}

/** Condition: the row belongs to the tenant's company (customers, groups, certificates). */
export function ofCompany(column: Column, tenant: Tenant): SQL {
  return eq(column, tenant.companyId);
}

/**
 * The row found within the tenant, or a 404. Another company's or location's row is
 * indistinguishable from a missing one: it answers 404, never 403.
 */
export function foundInTenant<T>(row: T | undefined): T {
  if (row === undefined) throw new NotFoundError();
  return row;
}
