// Issue 20 point 3: modules reach tenant tables only through the tenant database (AppDeps.db,
// under row-level security). The owner's connection, the named cross-company path, is used only
// in the places listed here, each with its reason; a new use fails this test until it is
// reviewed and added.
import { readdir, readFile } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = join(import.meta.dirname, '..', '..');

const PLATFORM_PATH: Record<string, string> = {
  'server/app.ts': 'builds AppDeps from the database handle',
  'server/main.ts': 'migrations and the demo seed at start',
  'server/db/cli.ts': 'migrations and the demo seed from the command line',
  'server/db/client.ts': 'opens both connections',
  'server/http/app-types.ts': 'declares AppDeps.platformDb',
  'server/http/auth/authenticate.ts': 'sessions belong to persons; a session names its company',
  'server/http/tenancy.ts': 'finds the business a public page serves before its handler runs',
  'server/http/public-tenant.ts': 'the lookups of public pages (username, turn/order code, card token)',
  'server/jobs/register-jobs.ts':
    'the daily cleanup purges expired rows of every company; PGlite’s tables are analyzed by their owner',
  'server/live/start-live-updates.ts': 'the event streams check their sessions (persons)',
  'server/modules/access/access-routes.ts': 'sign-in and the choice of location span a person’s companies',
  'server/modules/access/account-routes.ts': 'the account, codes and resets of a person',
  'server/modules/access/invitation-routes.ts': 'an invitation is accepted before its company is known',
  'server/modules/access/oauth-routes.ts': 'Google sign-in links persons',
  'server/modules/onboarding/onboarding-routes.ts': 'creates the company itself',
  'server/modules/automation/dispatch-events.ts':
    'the sweeper finds the companies with events left undispatched, then dispatches in each one’s scope',
  'server/modules/invoicing/cancellation-status-job.ts':
    'finds the invoices of every company whose cancellation is en proceso, then asks the PAC in each one’s scope',
  'server/modules/invoicing/global-invoice-job.ts':
    'finds the companies that chose a factura global periodicity, then issues each one’s in its scope',
  'server/modules/messaging/campaign-send.ts':
    'finds a campaign’s company, and due campaigns of every company, then sends in its scope',
  'server/modules/messaging/deliver-message.ts': 'finds a message’s company, then delivers in its scope',
  'server/modules/messaging/webhook-routes.ts': 'providers report by their own ids, across companies',
  'server/modules/subscription/payments/auto-recharge-job.ts':
    'finds the pending automatic recharges of every company, then charges each in its scope',
  'server/modules/subscription/payments/stripe-webhook-routes.ts':
    'Stripe reports by its own ids or the Checkout metadata, across companies',
  'server/modules/waitlist/booking-reminders.ts':
    'finds due bookings of every company, then reminds in each scope',
};

const USES_OWNER = /\bplatformDb\b|\bdatabase\.db\b|\bdeps\.database\b|\bdatabase\.driver\b/;
const OPENS_DRIVER = /from 'drizzle-orm\/(pglite|node-postgres)'|from '@electric-sql\/pglite'|from 'pg'/;
const MAY_OPEN_DRIVER = new Set([
  'server/db/client.ts',
  'server/db/tenant-client.ts',
  'server/db/migrate.ts',
  'server/db/lock.ts',
  'server/jobs/pglite-boss-db.ts',
  'server/jobs/jobs.ts',
  'server/live/live-listener.ts',
]);

async function serverFiles(dir = join(ROOT, 'server')): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true });
  const nested = await Promise.all(
    entries.map((entry) => {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) return serverFiles(path);
      return Promise.resolve(entry.name.endsWith('.ts') ? [path] : []);
    }),
  );
  return nested.flat();
}

describe('the platform path', () => {
  it('is used only where it is listed with its reason', async () => {
    const users: string[] = [];
    for (const file of await serverFiles()) {
      if (USES_OWNER.test(await readFile(file, 'utf8'))) users.push(relative(ROOT, file));
    }
    expect(users.filter((file) => !(file in PLATFORM_PATH))).toEqual([]);
    // A listed file that no longer uses it is taken off the list.
    expect(Object.keys(PLATFORM_PATH).filter((file) => !users.includes(file))).toEqual([]);
  });

  it('no module opens a database driver of its own', async () => {
    const openers: string[] = [];
    for (const file of await serverFiles()) {
      if (OPENS_DRIVER.test(await readFile(file, 'utf8'))) openers.push(relative(ROOT, file));
    }
    expect(openers.filter((file) => !MAY_OPEN_DRIVER.has(file))).toEqual([]);
  });
});
