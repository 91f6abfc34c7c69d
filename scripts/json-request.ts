import { lookup as dnsLookup } from 'node:dns';
import { request as httpRequest } from 'node:http';
import { request as httpsRequest } from 'node:https';
import type { LookupFunction } from 'node:net';

/** Resolves *.localhost to the loopback, as browsers do (Node's resolver may not). */
const lookup: LookupFunction = (hostname, options, callback) => {
  if (hostname !== 'localhost' && !hostname.endsWith('.localhost')) {
    dnsLookup(hostname, options, callback);
    return;
  }
  if (options.all) callback(null, [{ address: '127.0.0.1', family: 4 }]);
  else callback(null, '127.0.0.1', 4);
};

export interface JsonAnswer {
  status: number;
  /** The parsed body, or null when it is not JSON. */
  json: unknown;
}

/**
 * A JSON call to the API from a command-line tool (demo:orders, the bench): GET, or POST with a
 * body; `localAddress` sends it from a given loopback address (one customer each); `headers` adds
 * request headers (a bearer token, an Idempotency-Key).
 */
export function requestJson(
  url: string,
  options: { body?: unknown; localAddress?: string; headers?: Record<string, string> } = {},
): Promise<JsonAnswer> {
  const payload = options.body === undefined ? undefined : JSON.stringify(options.body);
  const request = url.startsWith('https:') ? httpsRequest : httpRequest;
  return new Promise((resolve, reject) => {
    const call = request(
      url,
      {
        method: payload ? 'POST' : 'GET',
        lookup,
        localAddress: options.localAddress,
        headers: {
          ...options.headers,
          ...(payload
            ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) }
            : {}),
        },
      },
      (response) => {
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => {
          text += chunk;
        });
        response.on('end', () => {
          let json: unknown = null;
          try {
            json = JSON.parse(text);
          } catch {
            json = null;
          }
          resolve({ status: response.statusCode ?? 0, json });
        });
      },
    );
    call.on('error', reject);
    call.end(payload);
  });
}
