import { isQueuedByOutbox } from '../../../sw/outbox/outbox-protocol';
import { ACTING_USER_HEADER } from '../../domain/contract/acting-user';
import { ERROR_CODES } from '../../domain/contract/error-codes';
import { reportNetworkFailure, reportServerReached } from '../online-status';
import { refreshOutbox } from '../outbox/outbox-state';
import { hadSessionOnPage } from '../session';
import { endLostSession } from '../session-end';
import { sessionUserId } from '../session-user';
import { type ApiError, offlineError } from './api-error';
import { getAuthToken } from './auth-token';
import { buildQueryString } from './query-string';
import { errorFromBody, readJsonBody } from './response-body';

/** Same origin: the server serves both the PWA and the API (`/v1/...`). */
const API_BASE = '';

export interface RequestOptions {
  query?: Record<string, unknown>;
  headers?: Record<string, string>;
  /**
   * Sent as `Idempotency-Key`: the server answers a repeated key without acting again. Such a
   * change also says who made it (X-Mostrador-User), since the outbox may replay it later.
   */
  idempotencyKey?: string;
  signal?: AbortSignal;
}

export type HttpMethod = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';

interface Transport {
  accept: string;
  /** A stalled connection counts as offline after this long. */
  timeoutMs: number;
}

export const JSON_TRANSPORT: Transport = { accept: 'application/json', timeoutMs: 30_000 };
export const FILE_TRANSPORT: Transport = { accept: '*/*', timeoutMs: 120_000 };
export const BASE64_TRANSPORT: Transport = { accept: 'application/json', timeoutMs: 120_000 };

function buildHeaders(options: RequestOptions, accept: string): Headers {
  const headers = new Headers({ Accept: accept });
  const token = getAuthToken();
  if (token) headers.set('Authorization', `Bearer ${token}`);
  if (options.idempotencyKey) {
    headers.set('Idempotency-Key', options.idempotencyKey);
    const userId = sessionUserId();
    if (userId !== null) headers.set(ACTING_USER_HEADER, String(userId));
  }
  for (const [name, value] of Object.entries(options.headers ?? {})) headers.set(name, value);
  return headers;
}

function encodeBody(body: unknown, headers: Headers): BodyInit | undefined {
  if (body === undefined) return undefined;
  if (body instanceof FormData || body instanceof Blob) return body;
  headers.set('Content-Type', 'application/json');
  return JSON.stringify(body);
}

/** An abort signal that fires on the caller's signal or after `timeoutMs`. */
function signalWithTimeout(callerSignal: AbortSignal | undefined, timeoutMs: number) {
  const controller = new AbortController();
  const forwardAbort = () => controller.abort(callerSignal?.reason);
  const timer = setTimeout(
    () => controller.abort(new DOMException('Tiempo de espera agotado.', 'TimeoutError')),
    timeoutMs,
  );
  if (callerSignal?.aborted) forwardAbort();
  else callerSignal?.addEventListener('abort', forwardAbort, { once: true });
  return {
    signal: controller.signal,
    dispose: () => {
      clearTimeout(timer);
      callerSignal?.removeEventListener('abort', forwardAbort);
    },
  };
}

/**
 * The failure's ApiError. USER_CREDENTIALS_NOT_FOUND ends the session on this device;
 * `hadSession` was read when the request left (its answer's Set-Cookie clears the flag cookie, and
 * an earlier answer the page could not read may have cleared it already: hadSessionOnPage).
 */
async function failure(response: Response, hadSession: boolean): Promise<ApiError> {
  const error = errorFromBody(response.status, await readJsonBody(response));
  if (error.code === ERROR_CODES.credentialsNotFound) endLostSession(hadSession);
  return error;
}

/**
 * Sends one request with credentials and the bearer token, and resolves with the successful
 * response; a change the service worker queued offline resolves with its 202
 * `{queued: true, outbox_id}`. Rejects with ApiError: status 0 when the server could not be
 * reached (the fetch failed or timed out), the server's status and message otherwise. A caller's
 * abort rejects with the abort reason untouched.
 */
export async function send(
  method: HttpMethod,
  path: string,
  body: unknown,
  options: RequestOptions,
  transport: Transport,
): Promise<Response> {
  const headers = buildHeaders(options, transport.accept);
  const payload = encodeBody(body, headers);
  const timeout = signalWithTimeout(options.signal, transport.timeoutMs);
  const hadSession = hadSessionOnPage();
  let response: Response;
  try {
    response = await fetch(`${API_BASE}${path}${buildQueryString(options.query)}`, {
      method,
      headers,
      body: payload,
      credentials: 'include',
      signal: timeout.signal,
    });
  } catch (error) {
    if (options.signal?.aborted) throw error;
    reportNetworkFailure();
    throw offlineError();
  } finally {
    timeout.dispose();
  }
  if (isQueuedByOutbox(response)) {
    // The service worker kept the change for later: accepted, but the server was not reached.
    reportNetworkFailure();
    void refreshOutbox().catch(() => undefined);
    return response;
  }
  reportServerReached();
  if (!response.ok) throw await failure(response, hadSession);
  return response;
}
