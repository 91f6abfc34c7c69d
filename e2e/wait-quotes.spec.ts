import { type APIRequestContext, type Browser, expect, type Page, test } from '@playwright/test';
import { hostessEntry, hostessHeading } from './helpers/hostess-page';
import { signInAs } from './helpers/login-page';
import { apiSession } from './helpers/loyalty-api';

const PUBLIC_PAGE = 'taqueria-demo';
/** Couples the journey may put in the queue before a couple's quote differs from a party of 6's. */
const MAX_COUPLES_ADDED = 12;

const QUOTE = /Espera estimada para tu grupo: (\d+) min\./;

async function pickGroupSize(page: Page, size: string): Promise<void> {
  await page
    .getByLabel(/Tamaño del grupo/)
    .first()
    .click();
  await page.getByRole('option', { name: size }).click();
}

/** The minutes the registration page quotes for the party size chosen. */
async function shownQuote(page: Page): Promise<string> {
  const alert = page.getByText(QUOTE);
  await expect(alert).toBeVisible();
  return QUOTE.exec((await alert.textContent()) ?? '')?.[1] ?? '';
}

/** The quote the public page asks the server for, for a party of `size` (its minutes). */
async function serverQuote(api: APIRequestContext, size: number): Promise<number | null> {
  const answer = await api.post(`/v1/public/waitlist/${PUBLIC_PAGE}/wait-estimate`, {
    data: { group_size: size },
  });
  expect(answer.ok()).toBe(true);
  return ((await answer.json()) as { data: { minutes: number | null } | null }).data?.minutes ?? null;
}

/**
 * The queue this journey quotes against is what the seed and the journeys before it left of the
 * demo business's: with as many couples as parties of 5 and more in front, both quotes can round
 * to the same minutes. The host registers couples (each in front of the next couple, not of a
 * party of 6) until the server quotes a couple otherwise than a party of 6; their ids, to cancel.
 */
async function couplesUntilQuotesDiffer(host: APIRequestContext, stamp: string): Promise<number[]> {
  const added: number[] = [];
  while ((await serverQuote(host, 2)) === (await serverQuote(host, 6))) {
    expect(added.length, 'couples added before the quotes differ').toBeLessThan(MAX_COUPLES_ADDED);
    const answer = await host.post('/v1/waitlist/hostess/register', {
      data: {
        type: 'waitlist',
        name: `Pareja ${added.length + 1} ${stamp}`,
        phone: `+52559${String(added.length).padStart(2, '0')}${stamp.padStart(5, '0')}`,
        group_size: 2,
      },
    });
    expect(answer.ok(), await answer.text()).toBe(true);
    added.push(((await answer.json()) as { data: { item: { id: number } } }).data.item.id);
  }
  return added;
}

/**
 * Issue 19: the public page quotes the party size chosen (a party of 6 does not wait behind the
 * couples), and the party's turn page and the host's list then show that same number.
 */
test('a party of 6 and a party of 2 get their own quote, the one their turn page and the host see', async ({
  browser,
  baseURL,
}) => {
  const stamp = String(Date.now() % 100_000);
  const name = `Grupo Seis ${stamp}`;
  const host = await apiSession(baseURL ?? '', 'host');
  const couples = await couplesUntilQuotesDiffer(host, stamp);
  try {
    await quotedJourney(browser, name);
  } finally {
    // The couples leave the queue as it was for what runs after.
    for (const id of couples) await host.post(`/v1/waitlist/queue/${id}/cancel`);
    await host.dispose();
  }
});

async function quotedJourney(browser: Browser, name: string): Promise<void> {
  const customer = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const phone = await customer.newPage();
  await phone.goto('/r/taqueria-demo/registro');
  await expect(phone.getByRole('heading', { name: 'Taquería Demo' })).toBeVisible();
  await expect(phone.getByText(QUOTE)).toHaveCount(0);

  await pickGroupSize(phone, '2 personas');
  const forTwo = await shownQuote(phone);
  await pickGroupSize(phone, '6 personas');
  await expect(phone.getByText(`Espera estimada para tu grupo: ${forTwo} min.`)).toHaveCount(0);
  const forSix = await shownQuote(phone);
  expect(forSix).not.toBe(forTwo);

  await phone.getByRole('textbox', { name: /Nombre/ }).fill(name);
  await phone.getByRole('textbox', { name: /Celular/ }).fill('5512346606');
  await phone.getByRole('button', { name: 'Anotarme en la lista' }).click();
  await expect(phone).toHaveURL(/\/t\/[A-Za-z0-9_-]+$/);
  await expect(phone.getByText(`Espera estimada: ${forSix} min`)).toBeVisible();
  await customer.close();

  const hostContext = await browser.newContext();
  const tablet = await hostContext.newPage();
  await signInAs(tablet, 'host');
  await tablet.goto('/hostess');
  await expect(hostessHeading(tablet)).toBeVisible();
  await expect(hostessEntry(tablet, name)).toContainText(`Cotizado ~${forSix} min`);
  await hostContext.close();
}
