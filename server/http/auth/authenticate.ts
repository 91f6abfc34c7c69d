import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ACTING_USER_HEADER, OTHER_USER_MESSAGE } from '../../../src/domain/contract/acting-user';
import { ERROR_CODES } from '../../../src/domain/contract/error-codes';
import { canAccess } from '../../../src/domain/roles';
import { sessions } from '../../db/schema';
import { ConflictError, ForbiddenError, UnauthorizedError } from '../errors';
import { LOCATION_REQUIRED_MESSAGE } from '../tenancy';
import { findAuthSession } from './auth-session';
import { clearSessionCookies, requestToken } from './session-cookies';
import { hashSessionToken } from './session-token';

const LAST_SEEN_RESOLUTION_MS = 10 * 60_000;

/** Routes under /v1 need a session unless they say `config: { public: true }`. */
function isProtected(request: FastifyRequest): boolean {
  const url = request.routeOptions.url;
  return url?.startsWith('/v1/') === true && request.routeOptions.config.public !== true;
}

/**
 * Resolves the session (bearer token or cookie; see SessionCache) of every protected route before anything
 * else runs, then enforces the route's role area (`config: { access }`). No session → 401
 * USER_CREDENTIALS_NOT_FOUND and the "logged in" cookie is cleared; a request that says another
 * user made it (X-Mostrador-User, contract/acting-user.ts) → 409 OTHER_USER.
 */
export function registerAuthentication(app: FastifyInstance): void {
  const { platformDb: db, now, config, sessionCache } = app.deps;

  const resolveSession = async (tokenHash: string) => {
    const cached = sessionCache.get(tokenHash, now());
    if (cached) return cached;
    const found = await findAuthSession(db, tokenHash, now());
    if (found) sessionCache.set(tokenHash, found, now());
    return found;
  };

  app.addHook('onRequest', async (request: FastifyRequest, reply: FastifyReply) => {
    if (!isProtected(request)) return;
    const token = requestToken(request.headers, request.cookies);
    const auth = token ? await resolveSession(hashSessionToken(token)) : null;
    if (!auth) {
      clearSessionCookies(reply, { secure: config.cookieSecure });
      throw new UnauthorizedError();
    }
    const actingUser = request.headers[ACTING_USER_HEADER.toLowerCase()];
    if (actingUser !== undefined && actingUser !== String(auth.userId)) {
      // A change another person made on this device (replayed by the outbox under this session).
      throw new ConflictError(OTHER_USER_MESSAGE, ERROR_CODES.otherUser);
    }
    request.auth = auth;
    const access = request.routeOptions.config.access;
    if (access) {
      if (auth.locationId === null) throw new ForbiddenError(LOCATION_REQUIRED_MESSAGE, 'LOCATION_REQUIRED');
      const areas = typeof access === 'string' ? [access] : access;
      if (!areas.some((area) => canAccess(auth.roles, area))) throw new ForbiddenError();
    }
    if (now().getTime() - auth.lastSeenAt.getTime() > LAST_SEEN_RESOLUTION_MS) {
      auth.lastSeenAt = now();
      await db.update(sessions).set({ lastSeenAt: auth.lastSeenAt }).where(eq(sessions.id, auth.sessionId));
    }
  });
}
