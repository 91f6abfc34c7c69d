import { expect, type Page, test } from '@playwright/test';
import { OAUTH_ERRORS } from '../src/domain/contract/account';
import { spoilNextGoogleIdToken } from './helpers/google-issuer';
import { cancelGoogleAccountChoice, chooseGoogleAccount } from './helpers/google-issuer-page';
import { newAccount } from './helpers/new-account';
import { smsCount, verificationCodeSentTo } from './helpers/recorded-messages';
import { SCREEN_SIZES } from './helpers/screenshots';

/**
 * Google sign-in (02 §2 account-login) against the local OpenID Connect issuer standing in for
 * Google (e2e/start-server.ts): a new identity registers with its name and e-mail prefilled,
 * verifies the phone and lands as a new user; after logging out the same identity signs in at
 * once. Canceling on the provider's page, or a forged ID token, comes back to the login with a
 * notice. Screenshots of the login home, the Google register form and the canceled notice at both
 * sizes go to e2e/artifacts/screens/.
 */
const SCREENS_DIR = 'e2e/artifacts/screens';

/** The screen at both sizes, back at the first one afterwards. */
async function shootBothSizes(page: Page, screen: string): Promise<void> {
  for (const size of SCREEN_SIZES) {
    await page.setViewportSize(size);
    // Mantine's transitions (alerts) settle before the picture.
    await page.waitForTimeout(300);
    await page.screenshot({ path: `${SCREENS_DIR}/${screen}-${size.width}x${size.height}.png` });
  }
  await page.setViewportSize(SCREEN_SIZES[0]);
}

test.use({ viewport: SCREEN_SIZES[0] });

test('a new Google identity registers, verifies the phone, and later signs in straight away', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const { phone } = newAccount('');
  const google = { name: 'Renata Google', email: `renata.${phone}@gmail.example` };

  await test.step("the login offers 'Continuar con Google' first", async () => {
    await page.goto('/login');
    const choices = page.getByRole('main').getByRole('button');
    await expect(choices.first()).toHaveText('Continuar con Google');
    await shootBothSizes(page, 'login-google-home');
  });

  await test.step("Google's page, then the register form prefilled, without a password", async () => {
    await page.getByRole('button', { name: 'Continuar con Google' }).click();
    await chooseGoogleAccount(page, google);
    await expect(page.getByRole('heading', { name: 'Crear cuenta' })).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByText('Completa tus datos para crear tu cuenta con Google.')).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Nombre y apellido' })).toHaveValue(google.name);
    await expect(page.getByRole('textbox', { name: 'Correo electrónico (opcional)' })).toHaveValue(
      google.email,
    );
    await expect(page.getByLabel('Contraseña')).toHaveCount(0);
    await page.getByRole('textbox', { name: 'Celular' }).fill(phone);
    await shootBothSizes(page, 'login-google-register');
  });

  await test.step('creates the account and verifies the phone with the SMS code', async () => {
    const sentBefore = smsCount(phone);
    await page.getByRole('button', { name: 'Crear cuenta' }).click();
    await expect(page).toHaveURL(/\/phone-verify/);
    const code = await verificationCodeSentTo(phone, sentBefore);
    await page.getByRole('textbox', { name: 'Código de verificación' }).fill(code);
    // A new user has no location yet: onboarding's business form opens straight away.
    await expect(page).toHaveURL(/\/onboard\/location/);
  });

  await test.step('after logging out, the same Google identity signs in at once', async () => {
    await page.getByRole('button', { name: 'Cerrar sesión' }).click();
    await expect(page.getByRole('button', { name: 'Continuar con Google' })).toBeVisible();
    await page.getByRole('button', { name: 'Continuar con Google' }).click();
    await chooseGoogleAccount(page, google);
    await expect(page).toHaveURL(/\/onboard\/location/);
    await expect(page.getByRole('heading', { name: 'Crear cuenta' })).toHaveCount(0);
  });
});

test("'Cancelar' on Google's page comes back to the login with a notice, once", async ({ page }) => {
  await page.goto('/login?next_url=%2Fhostess');
  await page.getByRole('button', { name: 'Continuar con Google' }).click();
  await cancelGoogleAccountChoice(page);

  await expect(page.getByRole('alert')).toHaveText(OAUTH_ERRORS.canceled);
  await expect(page).toHaveURL(/\/login\?next_url=%2Fhostess$/);
  await shootBothSizes(page, 'login-google-canceled');
  await page.reload();
  await expect(page.getByRole('button', { name: 'Continuar con Google' })).toBeVisible();
  await expect(page.getByRole('alert')).toHaveCount(0);
});

test('a forged Google ID token comes back to the login as a failed sign-in', async ({ page }) => {
  await spoilNextGoogleIdToken('forged');
  await page.goto('/login');
  await page.getByRole('button', { name: 'Continuar con Google' }).click();
  await chooseGoogleAccount(page, { name: 'Falsa Google', email: 'falsa.google@gmail.example' });

  await expect(page.getByRole('alert')).toHaveText(OAUTH_ERRORS.failed);
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('heading', { name: 'Crear cuenta' })).toHaveCount(0);
});
