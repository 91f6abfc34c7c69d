import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { AccountSettings, AllowedLocation } from '../../src/domain/contract/access';
import { queryKeys } from '../../src/lib/query/keys';
import { createQueryClient } from '../../src/lib/query/query-client';
import { saveCacheNow } from '../../src/lib/query/save-cache-now';
import { fakeApi } from './helpers/fake-api';
import { ALLOWED_LOCATIONS, accountSettings, FREE_SUBSCRIPTION } from './helpers/fixtures';
import { renderApp } from './helpers/render-app';
import { eachTestStarts } from './helpers/session-hooks';

function serveAccount(settings: AccountSettings, locations: AllowedLocation[] = ALLOWED_LOCATIONS) {
  return fakeApi({
    'GET /v1/user/account/settings': () => ({ body: { data: settings } }),
    'GET /v1/subscription/subscription/info': () => ({ body: { data: FREE_SUBSCRIPTION } }),
    'GET /v1/user/account/allowed-locations': () => ({ body: { data: locations } }),
  });
}

/** What the app had saved on this device: account settings read while the account had no location. */
function savedWithoutLocation(): void {
  const client = createQueryClient();
  client.setQueryData(queryKeys.account.settings, accountSettings({ location: null }));
  client.setQueryData(queryKeys.account.allowedLocations, []);
  saveCacheNow(client);
}

eachTestStarts({ signedIn: true });
afterEach(() => localStorage.clear());

describe('the guard before sending anyone to location selection (issue 17 §10, §11)', {
  timeout: 15_000,
}, () => {
  it('reads the account again when only the saved copy lacks a location: the owner stays where they went', async () => {
    savedWithoutLocation();
    const api = serveAccount(accountSettings());
    const { router } = renderApp('/settings', { persisted: true });

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Configuración' }, { timeout: 5000 }),
    ).toBeTruthy();
    expect(router.state.location.pathname).toBe('/settings');
    expect(screen.queryByText('No hay ubicaciones disponibles.')).toBeNull();
    expect(api.callsTo('GET', '/v1/user/account/settings').length).toBeGreaterThan(0);
  });

  it('sends an account with no location at all straight to onboarding’s form, not through "Tus negocios"', async () => {
    serveAccount(accountSettings({ location: null }), []);
    const { router } = renderApp('/loyalty');

    await waitFor(() => expect(router.state.location.pathname).toBe('/onboard/location'), { timeout: 5000 });
    expect(screen.queryByRole('heading', { name: 'Tus negocios' })).toBeNull();
    expect(screen.queryByText('Bienvenido a Mostrador')).toBeNull();
  });

  it('still offers "Tus negocios" to an account with locations but none chosen', async () => {
    serveAccount(accountSettings({ location: null }));
    const { router } = renderApp('/loyalty');

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Tus negocios' }, { timeout: 5000 }),
    ).toBeTruthy();
    expect(router.state.location.search).toEqual({ from: 'start' });
  });
});
