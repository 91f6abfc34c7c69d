import { expect, type Page } from '@playwright/test';
import { smsCount, verificationCodeSentTo } from './recorded-messages';

export interface NewOwner {
  name: string;
  phone: string;
  password: string;
}

/** A new owner registers on /login: identify with a new phone → the register sub-view. */
export async function registerByPhone(page: Page, owner: NewOwner): Promise<void> {
  await page.goto('/login');
  await page.getByRole('button', { name: 'Usar celular o correo' }).click();
  await page.getByRole('textbox', { name: 'Celular o correo electrónico' }).fill(owner.phone);
  await page.getByRole('button', { name: 'Continuar' }).click();
  await expect(page.getByRole('heading', { name: 'Crear cuenta' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Celular' })).toHaveValue(owner.phone);
  await page.getByRole('textbox', { name: 'Nombre y apellido' }).fill(owner.name);
  await page.getByLabel('Contraseña', { exact: true }).fill(owner.password);
  await page.getByRole('button', { name: 'Crear cuenta' }).click();
}

/** phone-verify sends the code on arrival; the code typed whole verifies by itself. */
export async function verifyPhone(page: Page, phone: string, sentBefore: number): Promise<void> {
  await expect(page).toHaveURL(/\/phone-verify/);
  const code = await verificationCodeSentTo(phone, sentBefore);
  await page.getByRole('textbox', { name: 'Código de verificación' }).fill(code);
}

/** Registers by phone and verifies it: the guard then opens onboarding's business form. */
export async function signUpByPhone(page: Page, owner: NewOwner): Promise<void> {
  const sentBefore = smsCount(owner.phone);
  await registerByPhone(page, owner);
  await verifyPhone(page, owner.phone, sentBefore);
  await expect(page).toHaveURL(/\/onboard\/location/);
}

/** The business form of onboarding: name, custom link, WhatsApp and type. */
export async function registerBusiness(
  page: Page,
  business: { name: string; username: string; whatsapp: string; category: string },
): Promise<void> {
  await page.getByRole('textbox', { name: 'Nombre del negocio' }).fill(business.name);
  await page.getByRole('textbox', { name: 'Enlace personalizado' }).fill(business.username);
  await page.getByRole('textbox', { name: 'Número de WhatsApp' }).fill(business.whatsapp);
  await page.getByRole('combobox', { name: 'Tipo de negocio' }).click();
  await page.getByRole('option', { name: business.category, exact: true }).click();
  await page.getByRole('button', { name: 'Continuar' }).click();
}

/** Answers one Sí/No question of onboarding's preferences. */
export function answerPreference(page: Page, question: string, value: 'Sí' | 'No'): Promise<void> {
  return page.getByRole('group', { name: question }).getByRole('button', { name: value }).click();
}
