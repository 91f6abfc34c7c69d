import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ACCOUNT_ERRORS } from '../../src/domain/contract/account';
import { ACCOUNT_MESSAGES } from '../../src/domain/rules/account-rules';
import { SIGNED_IN } from './helpers/access-fixtures';
import { fakeApi, rejected, setLoggedInCookie } from './helpers/fake-api';
import { ALLOWED_LOCATIONS, accountSettings } from './helpers/fixtures';
import { renderApp } from './helpers/render-app';
import { eachTestStarts } from './helpers/session-hooks';

eachTestStarts({ signedIn: false });

describe('access code (account-link)', { timeout: 20_000 }, () => {
  it('keeps only uppercase letters and digits and asks for a code before calling', async () => {
    const api = fakeApi({});
    renderApp('/link');
    const user = userEvent.setup();

    await user.click(await screen.findByRole('button', { name: 'Entrar' }, { timeout: 5000 }));
    expect(await screen.findByText(ACCOUNT_MESSAGES.accessCodeRequired)).toBeTruthy();

    await user.type(screen.getByLabelText('Código de acceso'), 'ab-12 cd!');
    expect((screen.getByLabelText('Código de acceso') as HTMLInputElement).value).toBe('AB12CD');
    expect(api.calls).toEqual([]);
  });

  it('signs in with the code of a link (base64) on arrival', async () => {
    const api = fakeApi({
      'POST /v1/user/account/login-with-code': () => {
        setLoggedInCookie();
        return SIGNED_IN;
      },
      'GET /v1/user/account/settings': () => ({ body: { data: accountSettings({ location: null }) } }),
      'GET /v1/user/account/allowed-locations': () => ({ body: { data: ALLOWED_LOCATIONS } }),
    });
    const { router } = renderApp(`/link?code=${encodeURIComponent(btoa('k7m2q9xa'))}`);

    await waitFor(() => expect(router.state.location.pathname).toBe('/select-location'), { timeout: 5000 });
    expect(api.callsTo('POST', '/v1/user/account/login-with-code')).toEqual([
      { method: 'POST', path: '/v1/user/account/login-with-code', body: { link_code: 'K7M2Q9XA' } },
    ]);
  });

  it('shows a refused code under the field', async () => {
    fakeApi({
      'POST /v1/user/account/login-with-code': () => rejected('link_code', ACCOUNT_ERRORS.accessCodeInvalid),
    });
    renderApp('/link');
    const user = userEvent.setup();

    await user.type(await screen.findByLabelText('Código de acceso', {}, { timeout: 5000 }), 'ZZZ999');
    await user.click(screen.getByRole('button', { name: 'Entrar' }));

    expect(await screen.findByText(ACCOUNT_ERRORS.accessCodeInvalid)).toBeTruthy();
    expect(screen.getByLabelText('Código de acceso').getAttribute('aria-invalid')).toBe('true');
  });
});
