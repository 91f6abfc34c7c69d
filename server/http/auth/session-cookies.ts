import type { FastifyReply } from 'fastify';
import { LOGGED_IN_COOKIE, SESSION_COOKIE } from '../../../src/domain/contract/access';

interface CookieOptions {
  secure: boolean;
}

/** Session cookie (httpOnly) plus the readable "logged in" flag the client checks (spec 01 §4.2). */
export function setSessionCookies(
  reply: FastifyReply,
  token: string,
  expiresAt: Date,
  options: CookieOptions,
): void {
  const common = { path: '/', sameSite: 'lax', secure: options.secure, expires: expiresAt } as const;
  reply.setCookie(SESSION_COOKIE, token, { ...common, httpOnly: true });
  reply.setCookie(LOGGED_IN_COOKIE, '1', { ...common, httpOnly: false });
}

export function clearSessionCookies(reply: FastifyReply, options: CookieOptions): void {
  const common = { path: '/', sameSite: 'lax', secure: options.secure } as const;
  reply.clearCookie(SESSION_COOKIE, { ...common, httpOnly: true });
  reply.clearCookie(LOGGED_IN_COOKIE, { ...common, httpOnly: false });
}

/** The token of a request: `Authorization: Bearer <token>` first, else the session cookie. */
export function requestToken(
  headers: { authorization?: string | undefined },
  cookies: Record<string, string | undefined>,
): string | undefined {
  const match = /^Bearer\s+([A-Za-z0-9_-]{20,200})\s*$/i.exec(headers.authorization ?? '');
  if (match) return match[1];
  const cookie = cookies[SESSION_COOKIE];
  return cookie && /^[A-Za-z0-9_-]{20,200}$/.test(cookie) ? cookie : undefined;
}
