import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ACCOUNT_MESSAGES } from '../../src/domain/rules/account-rules';
import { PERSISTED_CACHE_KEY } from '../../src/lib/query/persister';
import { newAccountSettings } from './helpers/access-fixtures';
import { fakeApi } from './helpers/fake-api';
import { accountSettings } from './helpers/fixtures';
import { renderApp } from './helpers/render-app';
import { eachTestStarts } from './helpers/session-hooks';

const GOOD_CODE = '482913';
const SEND_WARNING = /Parece que hay un problema con el envío del código/;

eachTestStarts({ signedIn: true });

afterEach(() => {
  vi.useRealTimers();
  window.__MOSTRADOR_CONFIG__ = undefined;
  localStorage.clear();
});

/** The account settings as the persisted cache holds them (undefined before the first write). */
function savedSettings(): { user: { phone_verified: boolean } } | undefined {
  const saved = JSON.parse(localStorage.getItem(PERSISTED_CACHE_KEY) ?? '{}') as {
    clientState?: { queries: { queryKey: unknown[]; state: { data: unknown } }[] };
  };
  const query = saved.clientState?.queries.find((q) => JSON.stringify(q.queryKey).includes('settings'));
  return query?.state.data as { user: { phone_verified: boolean } } | undefined;
}

function verifyApi(settings = newAccountSettings()) {
  return fakeApi({
    'GET /v1/user/account/settings': () => ({ body: { data: settings } }),
    'POST /v1/user/account/otp-send': () => ({ body: { data: { sent: true } } }),
    'POST /v1/user/account/otp-verify': (body) => ({
      body: { data: { verified: (body as { code: string }).code === GOOD_CODE } },
    }),
  });
}

describe('phone verification', { timeout: 20_000 }, () => {
  it('sends the code on arrival and verifies as soon as 6 digits are typed, then goes to next_url', async () => {
    const api = verifyApi();
    const { router } = renderApp('/phone-verify?next_url=%2Fonboard');
    const user = userEvent.setup();

    const input = await screen.findByLabelText('Código de verificación', {}, { timeout: 5000 });
    expect(screen.getByText('+52 55 1234 5678')).toBeTruthy();
    await waitFor(() => expect(api.callsTo('POST', '/v1/user/account/otp-send')).toHaveLength(1));
    expect(api.callsTo('POST', '/v1/user/account/otp-send')[0]?.body).toEqual({ phone: '+525512345678' });

    await user.type(input, '11111');
    expect(api.callsTo('POST', '/v1/user/account/otp-verify')).toEqual([]);
    await user.type(input, '1');
    expect(await screen.findByText(ACCOUNT_MESSAGES.otpWrong)).toBeTruthy();
    expect((input as HTMLInputElement).value).toBe('');

    await user.type(input, GOOD_CODE);
    await waitFor(() => expect(router.state.location.pathname).toBe('/onboard'), { timeout: 5000 });
    expect(api.callsTo('POST', '/v1/user/account/otp-verify').map((call) => call.body)).toEqual([
      { phone: '+525512345678', code: '111111' },
      { phone: '+525512345678', code: GOOD_CODE },
    ]);
  });

  it('a reload right after verifying finds the phone verified, even before the server answers', async () => {
    const api = verifyApi();
    const first = renderApp('/phone-verify?next_url=%2Fonboard', { persisted: true });
    const user = userEvent.setup();
    const input = await screen.findByLabelText('Código de verificación', {}, { timeout: 5000 });
    await waitFor(() => expect(savedSettings()?.user.phone_verified).toBe(false), { timeout: 3000 });

    await user.type(input, GOOD_CODE);
    await waitFor(() => expect(first.router.state.location.pathname).toBe('/onboard'), { timeout: 5000 });
    first.unmount();

    // The reload: a new app from what is saved, on a network too slow to answer.
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise<Response>(() => {})),
    );
    const reloaded = renderApp('/onboard', { persisted: true });
    expect(await screen.findByRole('button', { name: 'Registrar negocio' }, { timeout: 5000 })).toBeTruthy();
    expect(reloaded.router.state.location.pathname).toBe('/onboard');
    expect(api.callsTo('POST', '/v1/user/account/otp-send')).toHaveLength(1);
  });

  it('lets the code be sent again 3 s after each send and warns after the third send', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const api = verifyApi();
    renderApp('/phone-verify');
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });

    const resendIn3 = await screen.findByRole(
      'button',
      { name: 'Reenviar código en 3 s' },
      { timeout: 5000 },
    );
    expect((resendIn3 as HTMLButtonElement).disabled).toBe(true);
    for (let send = 2; send <= 3; send += 1) {
      for (let second = 0; second < 3; second += 1) await act(() => vi.advanceTimersByTimeAsync(1000));
      await user.click(await screen.findByRole('button', { name: 'Reenviar código' }));
      await waitFor(() => expect(api.callsTo('POST', '/v1/user/account/otp-send')).toHaveLength(send));
      if (send === 2) expect(screen.queryByText(SEND_WARNING)).toBeNull();
    }
    expect(await screen.findByText(SEND_WARNING)).toBeTruthy();
  });

  it('never says a code was sent when the server refused to send one: it shows the refusal', async () => {
    const message = 'Ya enviamos 5 códigos a este número en la última hora. Podrás pedir otro en 42 minutos.';
    fakeApi({
      'GET /v1/user/account/settings': () => ({ body: { data: newAccountSettings() } }),
      'POST /v1/user/account/otp-send': () => ({ status: 429, body: { message, code: 'RATE_LIMITED' } }),
    });
    renderApp('/phone-verify');
    expect((await screen.findByRole('alert', {}, { timeout: 5000 })).textContent).toBe(message);
    expect(screen.queryByText(/Te enviamos/)).toBeNull();
    expect(screen.getByText(/No pudimos enviar un código nuevo al/).textContent).toBe(
      'No pudimos enviar un código nuevo al +52 55 1234 5678. Si ya recibiste uno en los últimos 10 minutos, escríbelo abajo.',
    );
  });

  it('says the code was sent only once the server took it', async () => {
    let answer: (() => void) | undefined;
    fakeApi({
      'GET /v1/user/account/settings': () => ({ body: { data: newAccountSettings() } }),
      'POST /v1/user/account/otp-send': () =>
        new Promise((resolve) => {
          answer = () => resolve({ body: { data: { sent: true } } });
        }),
    });
    renderApp('/phone-verify');
    expect(await screen.findByText(/Enviando un código de 6 dígitos/, {}, { timeout: 5000 })).toBeTruthy();
    expect(screen.queryByText(/Te enviamos/)).toBeNull();
    await waitFor(() => expect(answer).toBeDefined());
    act(() => answer?.());
    expect(await screen.findByText(/Te enviamos un código de 6 dígitos/)).toBeTruthy();
  });

  it('is skipped when the phone is already verified', async () => {
    const api = verifyApi(accountSettings());
    const { router } = renderApp('/phone-verify?next_url=%2Fselect-location');
    await waitFor(() => expect(router.state.location.pathname).toBe('/select-location'), { timeout: 5000 });
    expect(api.callsTo('POST', '/v1/user/account/otp-send')).toEqual([]);
  });

  it('asks for the number first when the account has none', async () => {
    const api = verifyApi(newAccountSettings({ phone: null }));
    renderApp('/phone-verify');
    const user = userEvent.setup();

    await user.type(await screen.findByLabelText('Celular', {}, { timeout: 5000 }), '5587654321');
    await user.click(screen.getByRole('button', { name: 'Enviar código' }));

    expect(await screen.findByLabelText('Código de verificación')).toBeTruthy();
    await waitFor(() =>
      expect(api.callsTo('POST', '/v1/user/account/otp-send')[0]?.body).toEqual({ phone: '+525587654321' }),
    );
  });

  it('offers help by WhatsApp and a way to log out', async () => {
    window.__MOSTRADOR_CONFIG__ = { supportWhatsapp: '+52 55 1111 2222' };
    verifyApi();
    renderApp('/phone-verify');

    const help = await screen.findByRole('link', { name: 'Ayuda por WhatsApp' }, { timeout: 5000 });
    expect(help.getAttribute('href')).toMatch(/^https:\/\/wa\.me\/525511112222\?text=/);
    expect(screen.getByRole('button', { name: 'Cerrar sesión' })).toBeTruthy();
  });
});
