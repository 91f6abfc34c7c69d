import { vi } from 'vitest';
import { LOGGED_IN_COOKIE } from '../../../src/domain/contract/access';

export interface FakeCall {
  method: string;
  path: string;
  /** The query string ('?user_id=2'); absent when there is none, so calls compare as before. */
  search?: string;
  body: unknown;
}

export type Reply = { status?: number; body: unknown; headers?: Record<string, string> };
/** A handler may answer later (a Promise), to look at the screen while a call is on its way. */
type Handler = (body: unknown) => Reply | Promise<Reply>;

/**
 * Stubs fetch with handlers keyed by 'METHOD /path'. An unknown call answers 404 like the
 * server, and every call is recorded with its parsed JSON body.
 */
export function fakeApi(handlers: Record<string, Handler>) {
  const calls: FakeCall[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost:3000');
    const method = (init?.method ?? 'GET').toUpperCase();
    const body = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
    calls.push({ method, path: url.pathname, ...(url.search ? { search: url.search } : {}), body });
    const handler = handlers[`${method} ${url.pathname}`];
    const reply = handler
      ? await handler(body)
      : { status: 404, body: { message: 'No encontrado.', code: 'NOT_FOUND' } };
    return new Response(JSON.stringify(reply.body), {
      status: reply.status ?? 200,
      headers: { 'Content-Type': 'application/json', ...reply.headers },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return {
    calls,
    callsTo: (method: string, path: string) => calls.filter((c) => c.method === method && c.path === path),
  };
}

/** The server's 422 refusing one field: `fieldMessage` under it, `message` as the summary. */
export function rejected(field: string, fieldMessage: string, message = 'Revisa los datos.'): Reply {
  return { status: 422, body: { message, code: 'VALIDATION_ERROR', errors: { [field]: [fieldMessage] } } };
}

/** Plays the server's Set-Cookie of the logged-in flag (jsdom has no Cookie Store API). */
export function setLoggedInCookie(): void {
  // biome-ignore lint/suspicious/noDocumentCookie: stands in for the server's Set-Cookie header
  document.cookie = `${LOGGED_IN_COOKIE}=1; Path=/`;
}

export function clearLoggedInCookie(): void {
  // biome-ignore lint/suspicious/noDocumentCookie: stands in for the server clearing the cookie
  document.cookie = `${LOGGED_IN_COOKIE}=; Max-Age=0; Path=/`;
}
