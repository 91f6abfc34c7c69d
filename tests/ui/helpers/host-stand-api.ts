import { vi } from 'vitest';

export interface HostStandCall {
  method: string;
  path: string;
  body: unknown;
  headers: Headers;
}

export type HostStandReply = { status?: number; body: unknown } | Promise<{ status?: number; body: unknown }>;
type Handler = (call: HostStandCall, params: Record<string, string>) => HostStandReply;

/** 'POST /v1/waitlist/queue/:id/:action' → a matcher that returns the path's params. */
function matcher(pattern: string) {
  const [method, path = ''] = pattern.split(' ');
  const parts = path.split('/');
  return (call: HostStandCall): Record<string, string> | null => {
    if (call.method !== method) return null;
    const actual = call.path.split('/');
    if (actual.length !== parts.length) return null;
    const params: Record<string, string> = {};
    for (const [index, part] of parts.entries()) {
      const value = actual[index] ?? '';
      if (part.startsWith(':')) params[part.slice(1)] = value;
      else if (part !== value) return null;
    }
    return params;
  };
}

/**
 * The host stand's fetch fake: handlers by 'METHOD /path/:param', replies that may be promises
 * (a call that never answers, or answers later), every call recorded with its body and headers.
 * Handlers can be replaced during a test (`api.on(...)`). Unknown calls answer 404 like the server.
 */
export function hostStandApi(initial: Record<string, Handler> = {}) {
  const handlers = new Map<string, { match: ReturnType<typeof matcher>; handler: Handler }>();
  const calls: HostStandCall[] = [];
  const on = (pattern: string, handler: Handler) =>
    handlers.set(pattern, { match: matcher(pattern), handler });
  for (const [pattern, handler] of Object.entries(initial)) on(pattern, handler);

  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(String(input), 'http://localhost:3000');
      const call: HostStandCall = {
        method: (init?.method ?? 'GET').toUpperCase(),
        path: url.pathname,
        body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined,
        headers: new Headers(init?.headers),
      };
      calls.push(call);
      let reply: HostStandReply = { status: 404, body: { message: 'No encontrado.', code: 'NOT_FOUND' } };
      for (const { match, handler } of [...handlers.values()].reverse()) {
        const params = match(call);
        if (params) {
          reply = handler(call, params);
          break;
        }
      }
      const { status = 200, body } = await reply;
      return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
    }),
  );

  return {
    calls,
    on,
    callsTo: (method: string, path: string | RegExp) =>
      calls.filter(
        (call) =>
          call.method === method && (typeof path === 'string' ? call.path === path : path.test(call.path)),
      ),
  };
}

/** A reply that never comes (a request still in flight). */
export const never = (): Promise<never> => new Promise(() => undefined);
