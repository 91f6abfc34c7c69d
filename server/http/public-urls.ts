import type { Config } from '../config';

/**
 * Origin of every link the server hands out (e-mails, SMS, public pages, the sign-in callback):
 * PUBLIC_URL, else the first app host with the server's port (https behind COOKIE_SECURE's TLS
 * proxy, on its default port). Never the request: its Host header is whatever the client sent.
 */
export function publicOrigin(
  config: Pick<Config, 'publicUrl' | 'appHosts' | 'cookieSecure' | 'port'>,
): string {
  if (config.publicUrl) return config.publicUrl.replace(/\/+$/, '');
  const host = config.appHosts[0] ?? 'localhost';
  if (config.cookieSecure) return `https://${host}`;
  const withPort = host.includes(':') || config.port === 80 ? host : `${host}:${config.port}`;
  return `http://${withPort}`;
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

/** The public page of a survey, under the location that hands it out (`/r/{username}/encuesta/{id}`). */
export function surveyPublicUrl(origin: string, username: string, formId: number): string {
  return `${locationPublicUrl(origin, username)}/encuesta/${formId}`;
}
