import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, DEMO, loginAs, startTestApp, type TestApp } from './helpers/test-app';

const BODY_LIMIT = 2048;
let t: TestApp;
let hostToken: string;

beforeAll(async () => {
  t = await startTestApp({ config: { bodyLimitBytes: BODY_LIMIT } });
  hostToken = await loginAs(t.app, DEMO.host);
});
afterAll(async () => {
  await t?.close();
});

const ENGLISH_DEFAULTS = /Invalid|Expected|Received|must be|Unexpected/;

async function firstQueueItem(): Promise<{ id: number; notes: string | null }> {
  const response = await t.app.inject({
    method: 'POST',
    url: '/v1/waitlist/queue/search',
    headers: bearer(hostToken),
    payload: { filters: { name: 'María González' } },
  });
  const item = response.json<{ data: { id: number; notes: string | null }[] }>().data[0];
  if (!item) throw new Error('seeded item missing');
  return item;
}

describe('bad input answers a Spanish JSON error, never a 500', () => {
  it('malformed JSON → 400', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/v1/user/account/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"email": "dueno@taqueria.demo", ',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      message: 'El cuerpo de la solicitud no es un JSON válido.',
      code: 'MALFORMED_JSON',
    });
  });

  it('prototype-poisoning JSON → 400, not parsed', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/v1/user/account/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"__proto__": {"admin": true}, "email": "a@b.mx", "password": "x"}',
    });
    expect(response.statusCode).toBe(400);
  });

  it('wrong types → 422 with per-field Spanish messages', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/v1/user/account/login',
      payload: { email: 5, password: true },
    });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({
      message: 'Los datos enviados no son válidos.',
      code: 'VALIDATION_ERROR',
      errors: { email: ['Ingresa un correo electrónico válido.'], password: ['Ingresa tu contraseña.'] },
    });
  });

  it('missing fields → 422 naming each field', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/v1/user/account/login', payload: {} });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({
      password: ['Este campo es obligatorio.'],
      email: ['Ingresa un celular o correo electrónico válido.'],
    });
  });

  it('a body that is not an object, or no body at all → 422 on `body`', async () => {
    const text = await t.app.inject({
      method: 'POST',
      url: '/v1/user/account/login',
      headers: { 'content-type': 'application/json' },
      payload: '"dueno@taqueria.demo"',
    });
    expect(text.statusCode).toBe(422);
    expect(text.json().errors).toEqual({ body: ['Debe ser un objeto.'] });

    const empty = await t.app.inject({
      method: 'POST',
      url: '/v1/user/account/login',
      headers: { 'content-type': 'application/json' },
    });
    expect(empty.statusCode).toBe(422);
    expect(empty.json().errors).toEqual({ body: ['Este campo es obligatorio.'] });
  });

  it('uses Spanish defaults where a schema gives no message of its own', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/v1/waitlist/queue/search',
      headers: bearer(hostToken),
      payload: { fields: 'name', limit: 1.5, offset: -1, search: 'x'.repeat(201) },
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({
      fields: ['Debe ser una lista.'],
      limit: ['El límite debe ser un número entero.'],
      offset: ['Debe ser mayor o igual a 0.'],
      search: ['Debe tener como máximo 200 caracteres.'],
    });
    expect(response.body).not.toMatch(ENGLISH_DEFAULTS);
  });

  it('an unsupported content type → 415', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/v1/user/account/login',
      headers: { 'content-type': 'application/xml' },
      payload: '<login/>',
    });
    expect(response.statusCode).toBe(415);
    expect(response.json()).toEqual({
      message: 'El tipo de contenido enviado no es compatible.',
      code: 'UNSUPPORTED_MEDIA_TYPE',
    });
  });

  it('a body over the limit → 413', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/v1/user/account/login',
      payload: { email: 'dueno@taqueria.demo', password: 'x'.repeat(BODY_LIMIT * 2) },
    });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({
      message: 'El contenido enviado es demasiado grande.',
      code: 'PAYLOAD_TOO_LARGE',
    });
  });

  it('an invalid path id → 422, an absurdly large one too (never a database error)', async () => {
    for (const id of ['abc', '0', '99999999999', '1e3']) {
      const response = await t.app.inject({ url: `/v1/waitlist/queue/${id}`, headers: bearer(hostToken) });
      expect(response.statusCode, id).toBe(422);
      expect(response.json().errors).toEqual({ id: ['El identificador no es válido.'] });
    }
  });

  it('invalid writes change nothing stored', async () => {
    const before = await firstQueueItem();
    const attempts = [
      { payload: { notes: 5 }, field: 'notes', message: 'Las notas deben ser un texto.' },
      { payload: {}, field: 'notes', message: 'Este campo es obligatorio.' },
      {
        payload: { notes: 'x'.repeat(256) },
        field: 'notes',
        message: 'Las notas deben tener como máximo 255 caracteres.',
      },
      { payload: { notes: 'a\u0000b' }, field: 'notes', message: 'Contiene caracteres no permitidos.' },
    ];
    for (const attempt of attempts) {
      const response = await t.app.inject({
        method: 'PATCH',
        url: `/v1/waitlist/queue/${before.id}/notes`,
        headers: bearer(hostToken),
        payload: attempt.payload,
      });
      expect(response.statusCode, JSON.stringify(attempt.payload)).toBe(422);
      expect(response.json().errors).toEqual({ [attempt.field]: [attempt.message] });
    }
    const malformed = await t.app.inject({
      method: 'PATCH',
      url: `/v1/waitlist/queue/${before.id}/notes`,
      headers: { ...bearer(hostToken), 'content-type': 'application/json' },
      payload: '{"notes": "nuevo"',
    });
    expect(malformed.statusCode).toBe(400);
    expect((await firstQueueItem()).notes).toBe(before.notes);
  });
});

describe('unknown paths', () => {
  it('answers a JSON 404 for unknown API and public paths, whatever the method', async () => {
    for (const [method, url] of [
      ['GET', '/v1/nada'],
      ['POST', '/v1/user/account/nada'],
      ['DELETE', '/v1/waitlist/queue/1'],
      ['GET', '/public/encuesta/1'],
      ['GET', '/nada'],
    ] as const) {
      const response = await t.app.inject({ method, url, headers: { accept: 'text/html' } });
      expect(response.statusCode, `${method} ${url}`).toBe(404);
      expect(response.headers['content-type']).toContain('application/json');
      expect(response.json()).toEqual({ message: 'Recurso no encontrado.', code: 'NOT_FOUND' });
    }
  });

  it('answers a malformed URL with a JSON 400', async () => {
    const response = await t.app.inject({ url: '/v1/waitlist/queue/%E0%A4%A' });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('La solicitud no es válida.');
  });
});

describe('request ids and security headers', () => {
  it('returns a request id, keeping a safe incoming one', async () => {
    const fresh = await t.app.inject({ url: '/healthz' });
    expect(fresh.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    const kept = await t.app.inject({ url: '/healthz', headers: { 'x-request-id': 'lb-1234.abc' } });
    expect(kept.headers['x-request-id']).toBe('lb-1234.abc');
    const replaced = await t.app.inject({ url: '/healthz', headers: { 'x-request-id': 'bad id <script>' } });
    expect(replaced.headers['x-request-id']).not.toBe('bad id <script>');
  });

  it('sends security headers with a CSP the PWA works under', async () => {
    const response = await t.app.inject({ url: '/healthz' });
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("style-src 'self' 'unsafe-inline'");
    expect(csp).toContain("img-src 'self' data: blob:");
    expect(csp).toContain("worker-src 'self'");
    expect(csp).toContain("connect-src 'self'");
    expect(csp).not.toContain('upgrade-insecure-requests');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(response.headers['referrer-policy']).toBe('no-referrer');
    expect(response.headers['strict-transport-security']).toBeUndefined();
  });
});

describe('health and server failures', () => {
  it('GET /healthz answers 200 while the database answers', async () => {
    const response = await t.app.inject({ url: '/healthz' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok', database: t.database.kind });
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('with the database gone: /healthz 503 and API calls a generic 500 without details', async () => {
    await t.database.close();
    const health = await t.app.inject({ url: '/healthz' });
    expect(health.statusCode).toBe(503);
    expect(health.json()).toMatchObject({ status: 'error', database: t.database.kind });

    const response = await t.app.inject({ url: '/v1/user/account/settings', headers: bearer(hostToken) });
    expect(response.statusCode).toBe(500);
    const body = response.json();
    expect(body).toEqual({
      message: 'Ocurrió un error inesperado. Intenta de nuevo.',
      code: 'INTERNAL_ERROR',
      request_id: response.headers['x-request-id'],
    });
    expect(response.body).not.toMatch(/at .*\.ts|stack|PGlite|closed/i);
  });
});
