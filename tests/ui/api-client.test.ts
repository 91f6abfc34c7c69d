import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LOGGED_IN_COOKIE } from '../../src/domain/contract/access';
import { ApiError } from '../../src/lib/api/api-error';
import { getAuthToken, setAuthToken } from '../../src/lib/api/auth-token';
import { api } from '../../src/lib/api/client';
import { isOffline, reportServerReached } from '../../src/lib/online-status';
import { reloadPage } from '../../src/lib/page-reload';
import { PERSISTED_CACHE_KEY } from '../../src/lib/query/persister';
import { clearSession } from '../../src/lib/session';

vi.mock('../../src/lib/page-reload', () => ({ reloadPage: vi.fn() }));

const fetchMock = vi.fn<typeof fetch>();

function jsonResponse(body: unknown, status = 200, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json; charset=utf-8', ...headers },
  });
}

/** The URL and init of the n-th fetch call. */
function call(index = 0): { url: URL; init: RequestInit; headers: Headers } {
  const [input, init = {}] = fetchMock.mock.calls[index] ?? [];
  return { url: new URL(String(input), 'http://localhost'), init, headers: new Headers(init.headers) };
}

async function rejection(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => {
      throw new Error('expected the call to fail');
    },
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

/** The readable logged-in flag the server sets at login (jsdom has no Cookie Store API). */
function setLoggedInFlag(loggedIn: boolean): void {
  // biome-ignore lint/suspicious/noDocumentCookie: tests stand in for the server's Set-Cookie.
  document.cookie = loggedIn ? `${LOGGED_IN_COOKIE}=1; Path=/` : `${LOGGED_IN_COOKIE}=; Max-Age=0; Path=/`;
}

function setOnline(online: boolean): void {
  Object.defineProperty(window.navigator, 'onLine', { configurable: true, get: () => online });
  window.dispatchEvent(new Event(online ? 'online' : 'offline'));
}

beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
  vi.mocked(reloadPage).mockClear();
  // A fresh page: no session seen yet (clearSession also clears the token and saved data).
  clearSession();
  localStorage.clear();
  setLoggedInFlag(false);
  setOnline(true);
  reportServerReached();
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('requests', () => {
  it('GETs the same-origin path with credentials and JSON, resolving with the whole body', async () => {
    fetchMock.mockResolvedValue(jsonResponse({ data: { id: 1 }, pagination: { total_items: 1 } }));

    const body = await api.get('/v1/user/account/settings');

    expect(body).toEqual({ data: { id: 1 }, pagination: { total_items: 1 } });
    const { url, init, headers } = call();
    expect(String(fetchMock.mock.calls[0]?.[0])).toBe('/v1/user/account/settings');
    expect(url.pathname).toBe('/v1/user/account/settings');
    expect(init.method).toBe('GET');
    expect(init.credentials).toBe('include');
    expect(headers.get('Accept')).toBe('application/json');
    expect(headers.has('Authorization')).toBe(false);
  });

  it('serializes query params: sort[] repeated, filters and meta as JSON, arrays, booleans', async () => {
    fetchMock.mockResolvedValue(jsonResponse({ data: [] }));
    const filters = { $and: [{ name: { $contains: 'Ana' } }, { status: { $eq: 'active' } }] };

    await api.get('/v1/contact/contact', {
      query: {
        limit: 20,
        offset: 40,
        search: 'Ana López',
        sort: ['-created_at', { id: 'desc' }],
        filters,
        meta: { total: true },
        fields: ['id', 'name'],
        active: false,
        skipped: undefined,
        empty: null,
      },
    });

    const params = call().url.searchParams;
    expect(params.get('limit')).toBe('20');
    expect(params.get('offset')).toBe('40');
    expect(params.get('search')).toBe('Ana López');
    expect(params.getAll('sort[]')).toEqual(['-created_at', '{"id":"desc"}']);
    expect(JSON.parse(params.get('filters') ?? '')).toEqual(filters);
    expect(JSON.parse(params.get('meta') ?? '')).toEqual({ total: true });
    expect(params.getAll('fields[]')).toEqual(['id', 'name']);
    expect(params.get('active')).toBe('false');
    expect(params.has('skipped')).toBe(false);
    expect(params.has('empty')).toBe(false);
  });

  it('sends the bearer token when one is set', async () => {
    fetchMock.mockResolvedValue(jsonResponse({ data: null }));
    setAuthToken('abc123');

    await api.get('/v1/user/account/settings');

    expect(call().headers.get('Authorization')).toBe('Bearer abc123');
  });

  it('POSTs, PATCHes and DELETEs JSON bodies, with an Idempotency-Key when asked', async () => {
    fetchMock.mockImplementation(async () => jsonResponse({ data: { ok: true } }));

    await api.post('/v1/waitlist/queue/7/ready', { notes: 'Mesa 4' }, { idempotencyKey: 'key-1' });
    await api.patch('/v1/waitlist/queue/7/notes', { notes: 'Sin cebolla' });
    await api.delete('/v1/contact/tag/3');

    expect(call(0).init.method).toBe('POST');
    expect(call(0).init.body).toBe('{"notes":"Mesa 4"}');
    expect(call(0).headers.get('Content-Type')).toBe('application/json');
    expect(call(0).headers.get('Idempotency-Key')).toBe('key-1');
    expect(call(1).init.method).toBe('PATCH');
    expect(call(1).url.pathname).toBe('/v1/waitlist/queue/7/notes');
    expect(call(1).headers.has('Idempotency-Key')).toBe(false);
    expect(call(2).init.method).toBe('DELETE');
    expect(call(2).init.body).toBeUndefined();
  });

  it('upserts: POST without an id, PATCH path/id with one', async () => {
    fetchMock.mockImplementation(async () => jsonResponse({ data: { id: 5 } }));

    await api.upsert('/v1/loyalty/program', null, { name: 'Café' });
    await api.upsert('/v1/loyalty/program', 5, { name: 'Café' });

    expect([call(0).init.method, call(0).url.pathname]).toEqual(['POST', '/v1/loyalty/program']);
    expect([call(1).init.method, call(1).url.pathname]).toEqual(['PATCH', '/v1/loyalty/program/5']);
  });

  it('resolves with undefined on 204 No Content', async () => {
    fetchMock.mockResolvedValue(new Response(null, { status: 204 }));
    await expect(api.post('/v1/user/account/logout')).resolves.toBeUndefined();
  });
});

describe('error catalogue (spec 01 §8)', () => {
  it('offline: a failed fetch rejects with status 0 and "Verifique su conexión a internet."', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));

    const error = await rejection(api.get('/v1/user/account/settings'));

    expect(error).toMatchObject({ status: 0, code: 'OFFLINE', message: 'Verifique su conexión a internet.' });
    expect(isOffline()).toBe(true);
  });

  it('offline: with the browser offline the failure is the same, and the next answer clears it', async () => {
    setOnline(false);
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));

    const error = await rejection(api.get('/v1/user/account/settings'));
    expect(error.message).toBe('Verifique su conexión a internet.');
    expect(isOffline()).toBe(true);

    setOnline(true);
    fetchMock.mockResolvedValueOnce(jsonResponse({ data: {} }));
    await api.get('/v1/user/account/settings');
    expect(isOffline()).toBe(false);
  });

  it('offline: a stalled request gives up after 30 s as offline', async () => {
    vi.useFakeTimers();
    fetchMock.mockImplementation(
      (_input, init) =>
        new Promise((_resolve, reject) => {
          init?.signal?.addEventListener('abort', () => reject(init.signal?.reason));
        }),
    );

    const pending = rejection(api.get('/v1/waitlist/hostess/status-data'));
    await vi.advanceTimersByTimeAsync(30_000);

    expect((await pending).status).toBe(0);
  });

  it('a caller’s abort is passed through, not reported as offline', async () => {
    fetchMock.mockImplementation(
      (_input, init) =>
        new Promise((_resolve, reject) => {
          init?.signal?.addEventListener('abort', () => reject(new DOMException('Aborted', 'AbortError')));
        }),
    );
    const controller = new AbortController();

    const pending = api.get('/v1/user/account/settings', { signal: controller.signal });
    controller.abort();

    await expect(pending).rejects.toMatchObject({ name: 'AbortError' });
    expect(isOffline()).toBe(false);
  });

  it('a failed response with a message and no errors rejects with that message', async () => {
    fetchMock.mockResolvedValue(jsonResponse({ message: 'No tienes permiso.', code: 'FORBIDDEN' }, 403));

    const error = await rejection(api.get('/v1/business/employee'));

    expect(error).toMatchObject({ status: 403, message: 'No tienes permiso.', code: 'FORBIDDEN' });
    expect(error.errors).toBeUndefined();
  });

  it('a failed response with errors keeps the message and every field’s errors', async () => {
    const errors = {
      name: ['El nombre es obligatorio.'],
      'items.0.price': ['Precio inválido.', 'Máximo 2 decimales.'],
    };
    fetchMock.mockResolvedValue(jsonResponse({ message: 'Revisa los datos.', errors }, 422));

    const error = await rejection(api.post('/v1/contact/tag', {}));

    expect(error).toMatchObject({ status: 422, message: 'Revisa los datos.', errors });
  });

  it('a failed response with errors but no message shows the first field error', async () => {
    fetchMock.mockResolvedValue(jsonResponse({ errors: { phone: ['Ingresa un celular válido.'] } }, 422));

    const error = await rejection(api.post('/v1/contact/contact', {}));

    expect(error.message).toBe('Ingresa un celular válido.');
  });

  it('USER_CREDENTIALS_NOT_FOUND logs out (flag cookie, token, saved data) and reloads', async () => {
    setLoggedInFlag(true);
    setAuthToken('expired-token', { remember: true });
    localStorage.setItem(PERSISTED_CACHE_KEY, '{"clientState":{}}');
    fetchMock.mockResolvedValue(
      jsonResponse({ message: 'Tu sesión terminó.', code: 'USER_CREDENTIALS_NOT_FOUND' }, 401),
    );

    const error = await rejection(api.get('/v1/user/account/settings'));

    expect(error).toMatchObject({ status: 401, code: 'USER_CREDENTIALS_NOT_FOUND' });
    expect(document.cookie).not.toContain(`${LOGGED_IN_COOKIE}=1`);
    expect(getAuthToken()).toBeNull();
    expect(localStorage.getItem(PERSISTED_CACHE_KEY)).toBeNull();
    expect(reloadPage).toHaveBeenCalledTimes(1);
  });

  it('USER_CREDENTIALS_NOT_FOUND logs out and reloads also when the answer already cleared the flag cookie', async () => {
    setLoggedInFlag(true);
    // The server's 401 carries Set-Cookie clearing the flag: the browser applies it before fetch resolves.
    fetchMock.mockImplementation(async () => {
      setLoggedInFlag(false);
      return jsonResponse({ message: 'Tu sesión terminó.', code: 'USER_CREDENTIALS_NOT_FOUND' }, 401);
    });

    await rejection(api.get('/v1/user/account/settings'));

    expect(reloadPage).toHaveBeenCalledTimes(1);
    expect(sessionStorage.getItem('mostrador-session-ended')).toBe('1');
  });

  it('USER_CREDENTIALS_NOT_FOUND reloads when an answer the page could not read (the event stream’s 401) cleared the flag before it', async () => {
    setLoggedInFlag(true);
    fetchMock.mockResolvedValueOnce(jsonResponse({ data: {} }));
    await api.get('/v1/user/account/settings');
    // The person was removed: the stream's reconnect was answered 401 with Set-Cookie clearing the flag.
    setLoggedInFlag(false);
    fetchMock.mockResolvedValueOnce(
      jsonResponse({ message: 'Tu sesión terminó.', code: 'USER_CREDENTIALS_NOT_FOUND' }, 401),
    );

    await rejection(api.get('/v1/user/account/settings'));

    expect(reloadPage).toHaveBeenCalledTimes(1);
    expect(sessionStorage.getItem('mostrador-session-ended')).toBe('1');
  });

  it('USER_CREDENTIALS_NOT_FOUND without any session left does not reload again', async () => {
    fetchMock.mockResolvedValue(
      jsonResponse({ message: 'Tu sesión terminó.', code: 'USER_CREDENTIALS_NOT_FOUND' }, 401),
    );

    await rejection(api.get('/v1/user/account/settings'));

    expect(reloadPage).not.toHaveBeenCalled();
  });

  it('an unsupported response type (HTML where JSON is expected) is rejected', async () => {
    fetchMock.mockResolvedValue(
      new Response('<!doctype html><title>Mostrador</title>', { headers: { 'Content-Type': 'text/html' } }),
    );

    const error = await rejection(api.get('/v1/user/account/settings'));

    expect(error).toMatchObject({
      status: 200,
      code: 'UNSUPPORTED_RESPONSE',
      message: 'Respuesta no soportada del servidor.',
    });
  });

  it('a failed response that is not JSON (a proxy’s error page) is rejected as unsupported', async () => {
    fetchMock.mockResolvedValue(
      new Response('<h1>Bad gateway</h1>', { status: 502, headers: { 'Content-Type': 'text/html' } }),
    );

    const error = await rejection(api.get('/v1/user/account/settings'));

    expect(error).toMatchObject({ status: 502, message: 'Respuesta no soportada del servidor.' });
  });

  it('malformed JSON is rejected as unsupported', async () => {
    fetchMock.mockResolvedValue(
      new Response('{"data":', { headers: { 'Content-Type': 'application/json' } }),
    );

    const error = await rejection(api.get('/v1/user/account/settings'));

    expect(error.message).toBe('Respuesta no soportada del servidor.');
  });
});

describe('downloads', () => {
  beforeEach(() => {
    Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:mostrador/1'), revokeObjectURL: vi.fn() });
  });

  it('file() names the file from Content-Disposition', async () => {
    fetchMock.mockResolvedValue(
      new Response('a,b\n1,2\n', {
        headers: {
          'Content-Type': 'text/csv',
          'Content-Disposition': `attachment; filename="reporte.csv"; filename*=UTF-8''reporte%20de%20ventas.csv`,
        },
      }),
    );

    const file = await api.file('/v1/pos/reporting/export');

    expect(file.name).toBe('reporte de ventas.csv');
    expect(file.type).toBe('text/csv');
    expect(await file.text()).toBe('a,b\n1,2\n');
    expect(call().headers.get('Accept')).toBe('*/*');
  });

  it('file() falls back to the last path segment; blob() gives the content', async () => {
    fetchMock.mockImplementation(
      async () => new Response('PDF', { headers: { 'Content-Type': 'application/pdf' } }),
    );

    expect((await api.file('/v1/invoicing/cfdi/12/pdf')).name).toBe('pdf');
    const blob = await api.blob('/v1/invoicing/cfdi/12/pdf');
    expect(await blob.text()).toBe('PDF');
  });

  it('a failed download rejects with the server’s message', async () => {
    fetchMock.mockResolvedValue(jsonResponse({ message: 'El archivo no existe.' }, 404));

    const error = await rejection(api.file('/v1/invoicing/cfdi/99/pdf'));

    expect(error).toMatchObject({ status: 404, message: 'El archivo no existe.' });
  });

  it('downloadBase64() decodes the content and saves it under the given name', async () => {
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    fetchMock.mockResolvedValue(
      jsonResponse({ data: { content: btoa('<xml/>'), mime_type: 'application/xml' } }),
    );

    const file = await api.downloadBase64('/v1/invoicing/cfdi/12/xml', 'factura-A12.xml');

    expect(await file.text()).toBe('<xml/>');
    expect(file.type).toBe('application/xml');
    expect(click).toHaveBeenCalledTimes(1);
    const link = click.mock.contexts[0] as HTMLAnchorElement;
    expect(link.download).toBe('factura-A12.xml');
    expect(link.href).toBe('blob:mostrador/1');
    click.mockRestore();
  });

  it('downloadBase64() accepts a bare base64 string and rejects anything else as unsupported', async () => {
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    fetchMock.mockResolvedValueOnce(jsonResponse({ data: btoa('hola') }));
    expect(await (await api.downloadBase64('/v1/x', 'hola.txt')).text()).toBe('hola');

    fetchMock.mockResolvedValueOnce(jsonResponse({ data: { url: 'https://example.com' } }));
    const error = await rejection(api.downloadBase64('/v1/x', 'x.txt'));
    expect(error.message).toBe('Respuesta no soportada del servidor.');
  });
});
