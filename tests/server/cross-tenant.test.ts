import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, it } from 'vitest';
import { locations } from '../../server/db/schema';
import { createCompanyB } from './helpers/cross-tenant-company';
import { startTestApp, type TestApp } from './helpers/test-app';
import { companyRows, ownershipRules } from './helpers/tenant-rows';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t?.close();
});
it('scratch', async () => {
  const started = Date.now();
  const b = await createCompanyB(t.app, t.database.db);
  console.log('B built in', Date.now() - started, b);
  const [main] = await t.database.db.select().from(locations).where(eq(locations.username, 'taqueria-demo'));
  const rules = await ownershipRules(t.database.db);
  const a = await companyRows(t.database.db, rules, main?.companyId ?? 0);
  const bb = await companyRows(t.database.db, rules, b.companyId);
  for (const table of Object.keys(a)) console.log(table.padEnd(28), a[table]?.length, bb[table]?.length);
});
