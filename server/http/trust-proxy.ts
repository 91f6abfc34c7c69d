import { isIP } from 'node:net';

/**
 * Which proxies may tell the client's address in X-Forwarded-For (Fastify's `trustProxy`): none
 * (false), the nearest N hops, or the listed addresses, CIDR ranges and proxy-addr's names.
 */
export type TrustProxy = false | number | string[];

const OFF = ['', 'false', '0', 'no'];
const RANGE_NAMES = ['loopback', 'linklocal', 'uniquelocal'];
const MAX_HOPS = 10;

function isAddressOrRange(entry: string): boolean {
  if (RANGE_NAMES.includes(entry)) return true;
  const [address = '', bits, ...rest] = entry.split('/');
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (bits === undefined) return true;
  return /^\d{1,3}$/.test(bits) && Number(bits) <= (family === 4 ? 32 : 128);
}

/**
 * TRUST_PROXY as written by the operator, or null when it is not valid. `true` (trust any
 * sender) is refused on purpose: then any client could choose its own address.
 */
export function parseTrustProxy(value: string): TrustProxy | null {
  const text = value.trim().toLowerCase();
  if (OFF.includes(text)) return false;
  if (/^\d+$/.test(text)) {
    const hops = Number(text);
    return hops <= MAX_HOPS ? hops : null;
  }
  const entries = text
    .split(',')
    .map((entry) => entry.trim())
    .filter((entry) => entry !== '');
  return entries.length > 0 && entries.every(isAddressOrRange) ? entries : null;
}

/** Fastify's `trustProxy` option for the setting (its types take a hop count only as a function). */
export function fastifyTrustProxy(
  setting: TrustProxy,
): boolean | string[] | ((address: string, hop: number) => boolean) {
  if (typeof setting !== 'number') return setting;
  return (_address, hop) => hop < setting;
}
