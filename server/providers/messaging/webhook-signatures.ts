import { createHmac, timingSafeEqual } from 'node:crypto';

/** Constant-time comparison of two texts (a token or signature an attacker may probe). */
export function sameText(expected: string, received: string): boolean {
  const a = Buffer.from(expected);
  const b = Buffer.from(received);
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * X-Twilio-Signature: base64 HMAC-SHA1, keyed by the auth token, of the full URL Twilio called
 * followed by every POST parameter name and value, sorted by name.
 */
export function twilioSignature(authToken: string, url: string, params: Record<string, string>): string {
  const data = Object.keys(params)
    .sort()
    .reduce((text, key) => text + key + params[key], url);
  return createHmac('sha1', authToken).update(data, 'utf8').digest('base64');
}

export function isValidTwilioSignature(
  authToken: string,
  url: string,
  params: Record<string, string>,
  received: string | undefined,
): boolean {
  return received !== undefined && sameText(twilioSignature(authToken, url, params), received);
}

/** X-Hub-Signature-256 (Meta): `sha256=` and the hex HMAC-SHA256 of the raw body, keyed by the app secret. */
export function hubSignature(appSecret: string, rawBody: string | Buffer): string {
  return `sha256=${createHmac('sha256', appSecret).update(rawBody).digest('hex')}`;
}

export function isValidHubSignature(
  appSecret: string,
  rawBody: string | Buffer,
  received: string | undefined,
): boolean {
  return received !== undefined && sameText(hubSignature(appSecret, rawBody), received);
}
