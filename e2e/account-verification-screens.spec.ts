import { expect, type Page, test } from '@playwright/test';
import { ACCOUNT_ERRORS } from '../src/domain/contract/account';
import { newAccount } from './helpers/new-account';
import { linkMailedTo } from './helpers/outbox-mail';
import { smsCount, verificationCodeSentTo } from './helpers/recorded-messages';
import { SCREEN_SIZES, SCREENSHOTS_TAG } from './helpers/screenshots';

/**
 * Screenshots of issue 18 points 1 and 8 screens at 1280x800 and 390x844 into
 * e2e/artifacts/screens/: /verify-email (verified, used link, new link sent), the login's password
 * step for Google, and the phone verification refusing a send.
 */
const SCREENS_DIR = 'e2e/artifacts/screens';

async function shoot(page: Page, screen: string, size: string): Promise<void> {
  await page.waitForTimeout(300);
  await page.screenshot({ path: `${SCREENS_DIR}/${screen}-${size}.png` });
}

/** A sign-in result shaped like the server's (the page reads its claims to show the e-mail). */
function signInResult(email: string): string {
  const part = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
  return `${part({ alg: 'HS256', typ: 'JWT' })}.${part({ provider: 'google', name: 'Lucía Núñez', email })}.firma`;
}

/** A new account with an e-mail (its verification link in the outbox) and its phone verified. */
async function signUpWithEmail(page: Page, name: string, mailbox: string): Promise<string> {
  const account = newAccount(name);
  const email = `${mailbox}.${account.phone}@ejemplo.com`;
  const created = await page.request.post('/v1/user/account/create', {
    data: { name: account.name, phone: account.phone, email, password: account.password },
  });
  expect(created.ok(), await created.text()).toBe(true);
  const sentBefore = smsCount(account.phone);
  await page.request.post('/v1/user/account/otp-send', { data: { phone: account.phone } });
  const code = await verificationCodeSentTo(account.phone, sentBefore);
  const verified = await page.request.post('/v1/user/account/otp-verify', {
    data: { phone: account.phone, code },
  });
  expect(verified.ok(), await verified.text()).toBe(true);
  return email;
}

/** The first load of a page on a busy machine may take longer than an assertion's 10 s. */
const FIRST_LOAD = { timeout: 45_000 };

for (const viewport of SCREEN_SIZES) {
  const size = `${viewport.width}x${viewport.height}`;

  test.describe(`issue 18 account screens at ${size}`, { tag: SCREENSHOTS_TAG }, () => {
    test.use({ viewport });
    test.setTimeout(120_000);

    test('verify-email: verified, used link, a new link sent', async ({ page }) => {
      const email = await signUpWithEmail(page, 'Correo Pantalla', 'correo');

      const link = await linkMailedTo(email, '/verify-email?token=');
      await page.goto(link);
      await expect(page.getByText('Tu correo quedó confirmado.')).toBeVisible(FIRST_LOAD);
      await shoot(page, 'verify-email-verified', size);

      await page.goto(link);
      await expect(page.getByText(ACCOUNT_ERRORS.emailVerifyInvalid)).toBeVisible();
      await expect(page.getByRole('button', { name: 'Reenviar enlace' })).toBeVisible();
      await shoot(page, 'verify-email-used-link', size);
      await page.getByRole('button', { name: 'Reenviar enlace' }).click();
      // Verified by the first link: the server says so instead of sending.
      await expect(page.getByText(ACCOUNT_ERRORS.emailAlreadyVerified)).toBeVisible();
      await shoot(page, 'verify-email-resend-already-verified', size);
    });

    test('verify-email: an unverified account asks for a new link', async ({ page }) => {
      const email = await signUpWithEmail(page, 'Reenvío Pantalla', 'reenvio');
      await page.goto('/verify-email');
      await expect(page.getByText(/Tu correo todavía no está verificado/)).toBeVisible(FIRST_LOAD);
      await shoot(page, 'verify-email-unverified', size);
      await page.getByRole('button', { name: 'Reenviar enlace' }).click();
      await expect(page.getByText(`Te enviamos un enlace nuevo a ${email}`)).toBeVisible();
      await shoot(page, 'verify-email-resent', size);
    });

    test("login: the password step for Google's unverified e-mail", async ({ page }) => {
      await page.route('**/v1/user/account/login-oauth', (route) =>
        route.fulfill({
          json: { data: { exists: false, password_required: true, token: null, expires_at: null } },
        }),
      );
      await page.goto(`/login?jwt=${signInResult('lucia.nunez@gmail.com')}`);
      await expect(page.getByRole('heading', { name: 'Vincula tu cuenta con Google' })).toBeVisible(
        FIRST_LOAD,
      );
      await shoot(page, 'login-google-password', size);
    });

    test('phone verification: a refused send is shown, never "Te enviamos"', async ({ page }) => {
      const account = newAccount('Rechazo Pantalla');
      await page.request.post('/v1/user/account/create', {
        data: { name: account.name, phone: account.phone, password: account.password },
      });
      await page.route('**/v1/user/account/otp-send', (route) =>
        route.fulfill({
          status: 429,
          json: {
            message:
              'Ya enviamos 5 códigos a este número en la última hora. Podrás pedir otro en 42 minutos.',
            code: 'RATE_LIMITED',
          },
        }),
      );
      await page.goto('/phone-verify');
      await expect(page.getByText(/Podrás pedir otro en 42 minutos/)).toBeVisible(FIRST_LOAD);
      await expect(page.getByText(/Te enviamos/)).toHaveCount(0);
      await shoot(page, 'phone-verify-refused', size);
    });
  });
}
