import { expect, request } from '@playwright/test';
import { DEMO_PASSWORD, demoUsers } from './demo-users';

/**
 * The browser suites share one demo business and its 50 monthly message credits. Order messages
 * (one per placed order and per status change) are proven by the server suite; the specs that
 * place many orders turn the shop's customer notifications off while they run, so they do not
 * spend the credits the host stand's specs need for their messages, and turn them back on after.
 */
export async function setShopNotifications(enabled: boolean): Promise<void> {
  const api = await request.newContext({
    baseURL: `http://localhost:${Number(process.env.E2E_PORT ?? 8090)}`,
  });
  try {
    const login = await api.post('/v1/user/account/login', {
      data: { email: demoUsers.owner, password: DEMO_PASSWORD },
    });
    expect(login.ok()).toBe(true);
    const saved = await api.patch('/v1/pos/configuration', { data: { notifications_enabled: enabled } });
    expect(saved.ok()).toBe(true);
    expect((await saved.json()).data.notifications_enabled).toBe(enabled);
  } finally {
    await api.dispose();
  }
}
