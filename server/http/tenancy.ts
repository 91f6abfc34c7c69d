import { type Column, eq, type SQL } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteHandlerMethod } from 'fastify';
import type { Role } from '../../src/domain/roles';
import { runInTenant, type TenantScope } from '../db/tenant-scope';
import { collectingAnnouncedChanges } from '../live/local-changes';
import type { AuthSession } from './auth/auth-session';
import { ForbiddenError, NotFoundError, UnauthorizedError } from './errors';
import { publicTenantResolver } from './public-tenant';

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

/** The scope a request's handler runs in: its session's company, or the business of its public page. */
function scopeOf(request: FastifyRequest): TenantScope | null {
  const auth = request.auth;
  if (auth?.companyId) return { companyId: auth.companyId, locationId: auth.locationId };
  return request.publicTenant;
}

/**
 * Adds `request.tenant` (a getter over the session set by the authentication hook), and runs
 * every route handler in its tenant scope (server/db/tenant-scope.ts): the queries it makes
 * through AppDeps.db see only that company's rows, whatever their `where` says. The changes a
 * handler announced reach this server's hub as soon as it succeeded (server/live/local-changes.ts).
 */
export function registerTenancy(app: FastifyInstance): void {
  app.decorateRequest('auth', null);
  app.decorateRequest('publicTenant', null);
  app.decorateRequest('tenant', {
    getter(this: FastifyRequest) {
      return tenantOf(this);
    },
  });
  app.addHook('onRoute', (route) => {
    const resolver = publicTenantResolver(route.url);
    if (resolver) {
      const resolve = async (request: FastifyRequest) => {
        request.publicTenant = await resolver(app.deps.platformDb, request.params as Record<string, string>);
      };
      route.preHandler = [resolve, ...(route.preHandler === undefined ? [] : [route.preHandler].flat())];
    }
    const handler = route.handler;
    route.handler = function scopedHandler(
      this: FastifyInstance,
      request: FastifyRequest,
      reply: FastifyReply,
    ) {
      const scope = scopeOf(request);
      if (!scope) return handler.call(this, request, reply);
      return collectingAnnouncedChanges(
        () => runInTenant(scope, () => handler.call(this, request, reply)),
        (changes) => {
          for (const change of changes) app.deps.liveHub.committed(change);
        },
      );
    } as RouteHandlerMethod;
  });
}

/** Condition: the row belongs to the tenant's current location. */
export function ofLocation(column: Column, tenant: Tenant): SQL {
  return eq(column, tenant.locationId);
}

/** Condition: the row belongs to the tenant's company (customers, groups, certificates). */
export function ofCompany(column: Column, tenant: Pick<Tenant, 'companyId'>): SQL {
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
