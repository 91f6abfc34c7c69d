// Issue 20 point 4: company B's owner calls every route of the server (its own route table) with
// company A's ids, and gets what an unknown id gets, or an empty list, or only B's own data; and
// nothing of A changes. Company A is the demo; B is built through the API
// (helpers/cross-tenant-company.ts). The route map is helpers/cross-tenant-cases.ts.
import type { SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RouteDocument, routeOperations } from '../../scripts/api-route-table';
import type { Db } from '../../server/db/client';
import {
  CROSS_TENANT_CASES,
  CROSS_TENANT_EXEMPT,
  type CrossTenantCase,
  type RouteCall,
  type TargetIds,
} from './helpers/cross-tenant-cases';
import { type CompanyB, createCompanyB } from './helpers/cross-tenant-company';
import { companyATargets, unknownTargets } from './helpers/cross-tenant-targets';
import { changedTables, companyNames, companyRows, ownershipRules } from './helpers/tenant-rows';
import { bearer, startTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;
let db: Db;
let b: CompanyB;
let a: TargetIds & { companyId: number };
let rules: Map<string, (company: SQL) => SQL>;

beforeAll(async () => {
  t = await startTestApp();
  db = t.database.db;
  b = await createCompanyB(t.app, db);
  a = await companyATargets(t.app, db);
  rules = await ownershipRules(db);
});
afterAll(async () => {
  await t?.close();
});

let nextAddress = 0;

/** One call as B's owner (or, for a public page, as an anonymous visitor from its own address). */
async function send(call: RouteCall) {
  nextAddress += 1;
  const response = await t.app.inject({
    method: call.method,
    url: call.url,
    headers: call.anonymous ? {} : bearer(b.token),
    remoteAddress: `10.20.${nextAddress >> 8}.${nextAddress & 255}`,
    ...(call.payload ? { payload: call.payload } : {}),
  });
  return { status: response.statusCode, body: response.body };
}

/** What is wrong with B's answer to one case (A's ids in it), or null. */
async function check(route: string, crossCase: CrossTenantCase, aNames: string[]): Promise<string | null> {
  const call = crossCase.call(a, b);
  const answer = await send(call);
  const where = `${route} (${call.method} ${call.url} ${JSON.stringify(call.payload ?? {})})`;
  const leaked = aNames.find((name) => answer.body.includes(JSON.stringify(name)));
  if (leaked) return `${where} answered A's ${JSON.stringify(leaked)}: ${answer.status} ${answer.body}`;
  if (crossCase.expect === 'own') {
    return answer.status === 200 ? null : `${where} should succeed for B: ${answer.status} ${answer.body}`;
  }
  if (crossCase.expect === 'empty') {
    const data = answer.status === 200 ? (JSON.parse(answer.body) as { data: unknown }).data : undefined;
    return Array.isArray(data) && data.length === 0
      ? null
      : `${where} should be an empty list: ${answer.status} ${answer.body}`;
  }
  const missing = await send(crossCase.call(unknownTargets(a), b));
  if (crossCase.expect === 'unknown' && answer.status < 400) {
    return `${where} should fail as for an unknown id: ${answer.status} ${answer.body}`;
  }
  if (answer.status !== missing.status || answer.body !== missing.body) {
    return `${where} answered ${answer.status} ${answer.body}, an unknown id ${missing.status} ${missing.body}`;
  }
  return null;
}

describe('another company’s ids, over every route', () => {
  it('every route the server registers is in the cross-tenant map or exempt with a reason', () => {
    const document = t.app.swagger() as unknown as RouteDocument;
    const served = routeOperations(document).map(({ method, path }) => `${method} ${path}`);
    const uncovered = served.filter(
      (route) => !(route in CROSS_TENANT_CASES) && !(route in CROSS_TENANT_EXEMPT),
    );
    expect(
      uncovered,
      'routes with no cross-tenant case (tests/server/helpers/cross-tenant-cases.ts)',
    ).toEqual([]);
    const stale = [...Object.keys(CROSS_TENANT_CASES), ...Object.keys(CROSS_TENANT_EXEMPT)].filter(
      (route) => !served.includes(route),
    );
    expect(stale, 'cross-tenant entries for routes the server does not register').toEqual([]);
    const both = Object.keys(CROSS_TENANT_CASES).filter((route) => route in CROSS_TENANT_EXEMPT);
    expect(both, 'routes both covered and exempt').toEqual([]);
  });

  it('both companies have rows in every company table', async () => {
    const rowsOfA = await companyRows(db, rules, a.companyId);
    const rowsOfB = await companyRows(db, rules, b.companyId);
    const missing = Object.keys(rowsOfA).flatMap((table) => [
      ...((rowsOfA[table]?.length ?? 0) === 0 ? [`${table} (A)`] : []),
      ...((rowsOfB[table]?.length ?? 0) === 0 ? [`${table} (B)`] : []),
    ]);
    expect(missing, 'company tables with no rows of a company').toEqual([]);
  });

  it('B’s owner gets what an unknown id gets, an empty list or only B’s data, and nothing of A changes', async () => {
    const namesOfB = await companyNames(db, rules, b.companyId);
    const aNames = [...(await companyNames(db, rules, a.companyId))].filter((name) => !namesOfB.has(name));
    expect(aNames.length).toBeGreaterThan(50);
    // Jobs would change A's rows on their own (a booking reminder due this minute): stopped first.
    await t.app.deps.jobs.stop();
    const before = await companyRows(db, rules, a.companyId);
    const failures: string[] = [];
    for (const [route, cases] of Object.entries(CROSS_TENANT_CASES)) {
      for (const crossCase of cases) {
        const failure = await check(route, crossCase, aNames);
        if (failure) failures.push(failure);
      }
    }
    const changedOfA = changedTables(before, await companyRows(db, rules, a.companyId));
    expect({ failures, changedOfA }).toEqual({ failures: [], changedOfA: [] });
  });
});
