import type { OutboxEntry } from './outbox-store';

export type Fetch = (request: Request) => Promise<Response>;

/** A request stalled this long counts as a network failure (the page itself gives up at 30 s). */
export const OUTBOX_SEND_TIMEOUT_MS = 10_000;

type RequestParts = Pick<OutboxEntry, 'method' | 'url' | 'headers' | 'credentials' | 'body'>;

/**
 * Sends the request as it was made (a body-less action stays body-less: an empty string body would
 * add `Content-Type: text/plain` and the server would take a retry of its key for another request);
 * rejects when the server could not be reached (the fetch
 * failed or stalled), resolves with any HTTP answer.
 */
export function sendRequest(fetch: Fetch, parts: RequestParts, timeoutMs: number): Promise<Response> {
  return fetch(
    new Request(parts.url, {
      method: parts.method,
      headers: parts.headers,
      body: parts.body === '' ? null : parts.body,
      credentials: parts.credentials,
      signal: AbortSignal.timeout(timeoutMs),
    }),
  );
}

/** The parsed JSON body of an answer, or undefined when it has none or is not JSON. */
export async function jsonBodyOf(response: Response): Promise<unknown> {
  try {
    return JSON.parse(await response.text()) as unknown;
  } catch {
    return undefined;
  }
}
