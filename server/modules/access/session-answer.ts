import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../../config';
import { setSessionCookies } from '../../http/auth/session-cookies';
import { dataBody } from '../../http/envelope';
import type { LoginContext, NewSession } from './login';

/** Where and when a session is opened, from the request. */
export function loginContext(
  request: FastifyRequest,
  config: Pick<Config, 'sessionTtlHours'>,
  now: Date,
): LoginContext {
  return { now, ttlHours: config.sessionTtlHours, userAgent: request.headers['user-agent'], ip: request.ip };
}

/** The answer of every sign-in (login, sign-up, access code): the session cookies plus `{token, expires_at}`. */
export function sessionAnswer(
  reply: FastifyReply,
  session: NewSession,
  config: Pick<Config, 'cookieSecure'>,
) {
  setSessionCookies(reply, session.token, session.expiresAt, { secure: config.cookieSecure });
  return dataBody({ token: session.token, expires_at: session.expiresAt.toISOString() });
}
