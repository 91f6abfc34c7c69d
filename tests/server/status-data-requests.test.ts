// What one status-data request costs the database (issue 17 point 7: status-data p95 ≤ 15 ms with
// 1,000 open streams) when it reads (no answer held, or the held one too old or changed since:
// status-data-held.test.ts): one tenant scope per request, one query while the list is unchanged,
// and the list's query in the same transaction when it changed (docs/architecture.md, "Issue 17
// point 7: status-data under 1,000 streams").
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../../server/app';
import { queueItems } from '../../server/db/schema';
import type { App } from '../../server/http/app-types';
import { STATUS_DATA_REUSE_MS } from '../../server/modules/waitlist/status-data-answers';
import type { QueueItem } from '../../src/domain/contract/waitlist';
import { recordRequests } from './helpers/database-requests';
import { bearer, DEMO, loginAs, startTestApp, type TestApp } from './helpers/test-app';
import { testConfig } from './helpers/test-config';

/** The server's clock, moved by the tests only: past the held answer's window when they read. */
let clock = new Date();
let t: TestApp;
let token: string;

beforeAll(async () => {
  // Without the job runner: its polling would interleave its own statements with the request's
  // on PostgreSQL's pool, and this test counts the request's.
  t = await startTestApp({ startJobs: false, now: () => clock });
  token = await loginAs(t.app, DEMO.host);
});
afterAll(async () => {
  await t?.close();
});

/** The host stand names its zone (src/features/waitlist/queries.ts). */
const ZONE = '?timezone=America%2FMexico_City';
const isScope = (request: string) => request.includes('set local app.company_id');
const isEnd = (request: string) => /^(commit|rollback)$/i.test(request.trim());
/** Past the window in which the answer read last is given again without the database. */
const passTheWindow = () => {
  clock = new Date(clock.getTime() + STATUS_DATA_REUSE_MS);
};

/** The requests of one status-data call: all, how many scopes, and the statements run in the scope. */
async function statusDataRequests(
  query = ZONE,
): Promise<{ sent: string[]; scopes: number; scoped: string[] }> {
  const recorder = recordRequests(t.database);
  try {
    const response = await t.app.inject({
      url: `/v1/waitlist/hostess/status-data${query}`,
      headers: bearer(token),
    });
    expect(response.statusCode).toBe(200);
  } finally {
    recorder.stop();
  }
  const sent = recorder.sent;
  const start = sent.findIndex(isScope);
  const end = sent.findIndex((request, index) => index > start && isEnd(request));
  return { sent, scopes: sent.filter(isScope).length, scoped: sent.slice(start + 1, end) };
}

/** Today's entries as the host stand receives them. */
async function entries(app: App = t.app): Promise<QueueItem[]> {
  const response = await app.inject({
    url: `/v1/waitlist/hostess/status-data${ZONE}`,
    headers: bearer(token),
  });
  expect(response.statusCode).toBe(200);
  return (response.json() as { data: { entries: QueueItem[] } }).data.entries;
}

describe('GET /v1/waitlist/hostess/status-data on the database', () => {
  it('sets the tenant scope once and runs one query, planned once, while the list is unchanged', async () => {
    await statusDataRequests();
    passTheWindow();
    const { scopes, scoped } = await statusDataRequests();
    expect(scopes).toBe(1);
    expect(scoped).toHaveLength(1);
    // The named statement: PGlite runs it by name; pg sends its text once per connection with the name.
    expect(scoped[0]).toMatch(
      t.database.kind === 'pglite'
        ? /execute waitlist_status_data\(/
        : /^\/\* prepared:waitlist_status_data \*\/ /,
    );
  });

  it('reads a changed list in the same transaction, under the same scope', async () => {
    const [item] = await t.database.db.select({ id: queueItems.id }).from(queueItems).limit(1);
    // Written straight to the database with no announcement: it shows once the window has passed.
    await t.database.db
      .update(queueItems)
      .set({ notes: 'Cambio de otro dispositivo' })
      .where(eq(queueItems.id, item?.id ?? 0));
    passTheWindow();
    const { scopes, scoped } = await statusDataRequests();
    expect(scopes).toBe(1);
    expect(scoped).toHaveLength(2);
    expect(scoped[1]).toMatch(t.database.kind === 'pglite' ? /execute waitlist_today_list\(/ : /json_agg/);
  });

  it('re-reads only the entries whose rows changed, and answers what a full read answers', async () => {
    const before = await entries();
    const isDone = (entry: QueueItem) => entry.status === 'completed' || entry.status === 'canceled';
    const active = before.filter((entry) => !isDone(entry));
    expect(active.length).toBeGreaterThan(1);
    const [edited, finished] = active;
    await t.database.db
      .update(queueItems)
      .set({ notes: 'Mesa 4, silla alta' })
      .where(eq(queueItems.id, edited!.id));
    await t.database.db
      .update(queueItems)
      .set({ status: 'completed' })
      .where(eq(queueItems.id, finished!.id));
    passTheWindow();

    const recorder = recordRequests(t.database);
    const after = await entries().finally(() => recorder.stop());
    // The list statement is told every entry it already holds, by id and row version.
    if (t.database.kind === 'pglite') {
      const listCall = recorder.sent.find((request) => request.includes('execute waitlist_today_list('));
      for (const entry of before) expect(listCall).toContain(`"${entry.id}":`);
    }
    expect(after.find((entry) => entry.id === edited!.id)?.notes).toBe('Mesa 4, silla alta');
    // A completed entry moves after the active ones (among the completed, by its time: the demo's
    // day may already hold later ones, e.g. just after midnight).
    const position = after.findIndex((entry) => entry.id === finished!.id);
    expect(after[position]?.status).toBe('completed');
    expect(after.slice(position).every(isDone)).toBe(true);
    // What a fresh read (another server's empty cache) answers.
    const fresh = await buildApp({ config: testConfig(), database: t.database });
    try {
      expect(await entries(fresh)).toEqual(after);
    } finally {
      await fresh.close();
    }
  });

  it('reads a location’s list again as soon as a change to it is announced, before its screens ask', async () => {
    const [item] = await entries();
    const recorder = recordRequests(t.database);
    try {
      const edit = await t.app.inject({
        method: 'PATCH',
        url: `/v1/waitlist/queue/${item!.id}/notes`,
        headers: bearer(token),
        payload: { notes: 'Llega en 5 minutos' },
      });
      expect(edit.statusCode).toBe(200);
      // The change's notification arrives after its commit; the list is read then, by no request,
      // in one transaction.
      await vi.waitFor(() => {
        const read = recorder.sent.findIndex((request) => request.includes('waitlist_today_list'));
        expect(read).toBeGreaterThan(-1);
        expect(recorder.sent.slice(read).some(isEnd)).toBe(true);
      });
    } finally {
      recorder.stop();
    }
    // The screens' next request finds the answer held, read after the change: no statement at all.
    const { sent } = await statusDataRequests();
    expect(sent).toEqual([]);
    expect((await entries()).find((entry) => entry.id === item!.id)?.notes).toBe('Llega en 5 minutos');
  });

  it('reads the location’s zone first, in the same scope, when the request names none', async () => {
    const { scopes, scoped } = await statusDataRequests('');
    expect(scopes).toBe(1);
    expect(scoped).toHaveLength(2);
    expect(scoped[0]).toMatch(/^select "timezone" from "locations"/);
  });
});
