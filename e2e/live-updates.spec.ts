import { type BrowserContext, expect, type Page, test } from '@playwright/test';
import { hostessEntry, hostessHeading } from './helpers/hostess-page';
import { signInAs } from './helpers/login-page';
import { ServerGate } from './helpers/server-gate';

const ENTRY = 'Miguel Sánchez';

async function hostTablet(context: BrowserContext): Promise<Page> {
  const page = await context.newPage();
  await signInAs(page, 'host');
  await page.goto('/hostess');
  await expect(hostessHeading(page)).toBeVisible();
  await expect(page.getByText('En vivo', { exact: true })).toBeVisible();
  return page;
}

test('a notes edit made on another device shows on the tablet within 2 s, without a reload', async ({
  browser,
}) => {
  const first = await browser.newContext();
  const second = await browser.newContext();
  try {
    const tablet = await hostTablet(first);
    const other = await hostTablet(second);
    let navigations = 0;
    tablet.on('framenavigated', () => navigations++);

    const search = await other.request.post('/v1/waitlist/queue/search', {
      data: { filters: { name: ENTRY } },
    });
    const id = ((await search.json()) as { data: { id: number }[] }).data[0]?.id;
    const notes = `Alergia al cacahuate ${Date.now()}`;
    const edit = await other.request.patch(`/v1/waitlist/queue/${id}/notes`, { data: { notes } });
    expect(edit.ok()).toBe(true);

    await expect(hostessEntry(tablet, ENTRY).getByText(notes)).toBeVisible({ timeout: 2_000 });
    expect(navigations).toBe(0);
  } finally {
    await first.close();
    await second.close();
  }
});

test.describe('when the server goes away', () => {
  // The shared server behind a gate of its own, 200 ports above this run's (clear of other
  // checkouts' servers): the test closes the gate (to the tablet the server went away) and opens it.
  const gate = new ServerGate(Number(process.env.E2E_PORT ?? 8090) + 200);
  test.use({ baseURL: gate.url });

  test.beforeAll(async () => {
    await gate.open();
  });
  test.afterAll(async () => {
    await gate.close();
  });

  test("the header says 'Reconectando…' while it is stopped and 'En vivo' once it is back", async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await signInAs(page, 'host');
    await page.goto('/hostess');
    await expect(hostessHeading(page)).toBeVisible();
    await expect(page.getByText('En vivo', { exact: true })).toBeVisible();

    await gate.close();
    await expect(page.getByText('Reconectando…', { exact: true })).toBeVisible();

    await gate.open();
    await expect(page.getByText('En vivo', { exact: true })).toBeVisible({ timeout: 45_000 });
    await expect(hostessEntry(page, ENTRY)).toBeVisible();
  });
});
