import type { FastifyRequest } from 'fastify';
import type { Config } from '../config';

/**
 * Origin of the public pages (registration, turn status, loyalty card): the first app host,
 * keeping the port the request came in on when the host names none (local runs on :8080).
 */
export function publicOrigin(
  request: FastifyRequest,
  config: Pick<Config, 'appHosts' | 'cookieSecure'>,
): string {
  const host = config.appHosts[0] ?? request.hostname;
  const protocol = config.cookieSecure ? 'https' : request.protocol;
  const port = request.port;
  const defaultPort = protocol === 'https' ? 443 : 80;
  const withPort = host.includes(':') || !port || port === defaultPort ? host : `${host}:${port}`;
  return `${protocol}://${withPort}`;
}

/** Origin of the public pages when no request names one (jobs): PUBLIC_URL, else the first app host. */
export function configuredOrigin(
  config: Pick<Config, 'publicUrl' | 'appHosts' | 'cookieSecure' | 'port'>,
): string {
  if (config.publicUrl) return config.publicUrl.replace(/\/+$/, '');
  return `${config.cookieSecure ? 'https' : 'http'}://${config.appHosts[0] ?? `localhost:${config.port}`}`;
}

/** The public page of a location (its registration link lives under it). */
export function locationPublicUrl(origin: string, username: string): string {
  return `${origin}/r/${encodeURIComponent(username)}`;
}

/** The public turn page a customer gets for a queue item. */
export function queueItemPublicUrl(origin: string, publicCode: string): string {
  return `${origin}/t/${encodeURIComponent(publicCode)}`;
}

/**
 * The customer's order page of a shop order, by its short path (`/p/{code}`, which the app sends
 * on to `/pedido/{code}`): the link goes by SMS, where every character counts.
 */
export function orderPublicUrl(origin: string, publicCode: string): string {
  return `${origin}/p/${encodeURIComponent(publicCode)}`;
}
