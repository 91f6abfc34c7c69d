import { readFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { documentedRouteTable, type RouteDocument, routeTable } from '../../scripts/api-route-table';
import { startTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;

beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t?.close();
});

describe('docs/api.md', () => {
  it('lists exactly the routes the server registers, with who may call them (npm run docs:api)', async () => {
    const markdown = await readFile(new URL('../../docs/api.md', import.meta.url), 'utf8');
    const documented = documentedRouteTable(markdown);
    const served = routeTable(t.app.swagger() as unknown as RouteDocument);
    expect(documented, 'docs/api.md is out of date: run npm run docs:api').toBe(served);
  });

  it('says which routes need no session and which role area the others need', () => {
    const table = routeTable(t.app.swagger() as unknown as RouteDocument);
    expect(table).toContain('| POST | `/v1/user/account/login` | public |');
    expect(table).toContain('| POST | `/v1/public/shop/{username}/order` | public |');
    expect(table).toContain('| POST | `/public/webhooks/twilio/inbound` | public |');
    expect(table).toContain('| GET | `/v1/user/account/settings` | session |');
    expect(table).toMatch(/\| PATCH \| `\/v1\/waitlist\/queue\/\{id\}\/notes` \| waitlist-visits \|/);
  });
});
