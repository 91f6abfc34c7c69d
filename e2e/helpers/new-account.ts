import { type APIRequestContext, expect } from '@playwright/test';
import { smsCount, verificationCodeSentTo } from './recorded-messages';

export interface NewAccount {
  name: string;
  phone: string;
  password: string;
}

/** A new account no one else in this server's life has (10-digit phone starting with 56). */
export function newAccount(name: string): NewAccount {
  const digits = String(Math.floor(Math.random() * 1e8)).padStart(8, '0');
  return { name, phone: `56${digits}`, password: 'Prueba123' };
}

/**
 * Creates the account through the API of `api` (whose cookies then hold its session) and, unless
 * told otherwise, verifies its phone with the code of the recorded SMS, as the phone-verify screen does.
 */
export async function createAccount(
  api: APIRequestContext,
  account: NewAccount,
  options: { verifyPhone: boolean } = { verifyPhone: true },
): Promise<void> {
  const created = await api.post('/v1/user/account/create', {
    data: { name: account.name, phone: account.phone, password: account.password },
  });
  expect(created.ok(), await created.text()).toBe(true);
  if (!options.verifyPhone) return;
  const sentBefore = smsCount(account.phone);
  const sent = await api.post('/v1/user/account/otp-send', { data: { phone: account.phone } });
  expect(sent.ok(), await sent.text()).toBe(true);
  const code = await verificationCodeSentTo(account.phone, sentBefore);
  const verified = await api.post('/v1/user/account/otp-verify', { data: { phone: account.phone, code } });
  expect(verified.ok(), await verified.text()).toBe(true);
}
