import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;

beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t?.close();
});

interface OpenApiDocument {
  openapi: string;
  info: { title: string; version: string };
  paths: Record<
    string,
    Record<
      string,
      {
        requestBody?: { content: Record<string, { schema: unknown }> };
        responses: Record<string, unknown>;
        security?: unknown[];
      }
    >
  >;
}

describe('OpenAPI at /docs', () => {
  it('publishes an OpenAPI 3 document generated from the valibot schemas', async () => {
    const response = await t.app.inject({ url: '/docs/json' });
    expect(response.statusCode).toBe(200);
    const document = response.json<OpenApiDocument>();
    expect(document.openapi).toMatch(/^3\.0\./);
    expect(document.info).toMatchObject({ title: 'Mostrador API', version: '1.27.0' });

    const expected: [string, string][] = [
      ['/v1/user/account/exists', 'post'],
      ['/v1/user/account/login', 'post'],
      ['/v1/user/account/logout', 'post'],
      ['/v1/user/account/settings', 'get'],
      ['/v1/user/account/allowed-locations', 'get'],
      ['/v1/user/account/set-location', 'post'],
      ['/v1/subscription/subscription/info', 'get'],
      ['/v1/waitlist/hostess/status-data', 'get'],
      ['/v1/waitlist/queue/search', 'post'],
      ['/v1/waitlist/queue/{id}', 'get'],
      ['/v1/waitlist/queue/{id}/notes', 'patch'],
      ['/healthz', 'get'],
    ];
    for (const [path, method] of expected)
      expect(document.paths[path]?.[method], `${method} ${path}`).toBeDefined();
    expect(Object.keys(document.paths).some((path) => path.startsWith('/config.js') || path === '/*')).toBe(
      false,
    );

    const login = document.paths['/v1/user/account/login']?.post;
    expect(login?.security).toEqual([]);
    expect(login?.requestBody?.content['application/json']?.schema).toMatchObject({
      type: 'object',
      properties: {
        email: { type: 'string' },
        phone: { type: 'string' },
        password: { type: 'string', minLength: 1 },
      },
      required: ['password'],
    });
    expect(Object.keys(login?.responses ?? {})).toEqual(expect.arrayContaining(['200', '4XX']));
  });

  it('serves the Swagger UI page', async () => {
    const response = await t.app.inject({ url: '/docs/' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
  });
});
