import { act, configure, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { OUTBOX_CHANNEL } from '../../sw/outbox/outbox-protocol';
import { clearLoggedInCookie, fakeApi, type Reply } from './helpers/fake-api';
import { accountSettings, FREE_SUBSCRIPTION } from './helpers/fixtures';
import { renderApp } from './helpers/render-app';
import { eachTestStarts } from './helpers/session-hooks';

const reloadPage = vi.hoisted(() => vi.fn());
vi.mock('../../src/lib/page-reload', () => ({ reloadPage }));

/** The browser's EventSource (jsdom has none): the test drops the stream as the server does. */
class FakeEventSource {
  static instances: FakeEventSource[] = [];
  onopen: (() => void) | null = null;
  onerror: (() => void) | null = null;
  constructor(readonly url: string) {
    FakeEventSource.instances.push(this);
  }
  addEventListener() {}
  close() {}
}

const SESSION_GONE: Reply = {
  status: 401,
  body: { message: 'Tu sesión terminó. Inicia sesión de nuevo.', code: 'USER_CREDENTIALS_NOT_FOUND' },
};

/** The server's 401: its Set-Cookie clears the flag cookie before the page reads the answer. */
function sessionGone(): Reply {
  clearLoggedInCookie();
  return SESSION_GONE;
}

/** The server before and after the owner takes this person's access away. */
function serve() {
  const server = { removed: false };
  fakeApi({
    'GET /v1/user/account/settings': () =>
      server.removed ? sessionGone() : { body: { data: accountSettings({ roles: ['user-manager'] }) } },
    'GET /v1/subscription/subscription/info': () =>
      server.removed ? sessionGone() : { body: { data: FREE_SUBSCRIPTION } },
    'GET /v1/user/staff': () =>
      server.removed
        ? sessionGone()
        : { body: { data: { users: [], invitations: [], invitable_roles: [] } } },
  });
  return server;
}

/** What the browser does on reloadPage(): the app starts again on the same address. */
function reloadsLikeABrowser(view: ReturnType<typeof renderApp>) {
  reloadPage.mockImplementationOnce(() => {
    const path = view.router.state.location.href;
    view.unmount();
    reloaded = renderApp(path);
  });
}
let reloaded: ReturnType<typeof renderApp> | null = null;

configure({ asyncUtilTimeout: 5000 });
eachTestStarts({ signedIn: true });
beforeEach(() => {
  FakeEventSource.instances = [];
  reloadPage.mockReset();
  reloaded = null;
  sessionStorage.clear();
});

describe('a person whose access was taken away', { timeout: 30_000 }, () => {
  it('returns to the login with a notice when their live stream drops and the API answers 401', async () => {
    vi.stubGlobal('EventSource', FakeEventSource);
    const server = serve();
    const view = renderApp('/settings/users');
    await screen.findByRole('heading', { name: 'Usuarios' });
    await waitFor(() => expect(FakeEventSource.instances).toHaveLength(1));
    reloadsLikeABrowser(view);

    // The owner removes them: the server deletes the session and ends the stream.
    server.removed = true;
    act(() => FakeEventSource.instances[0]?.onerror?.());

    await waitFor(() => expect(reloadPage).toHaveBeenCalledTimes(1));
    await waitFor(() => expect(reloaded?.router.state.location.pathname).toBe('/login'));
    expect(await screen.findByText('Tu acceso a este negocio terminó.')).toBeTruthy();
    expect(screen.getByText('Inicia sesión de nuevo para continuar.')).toBeTruthy();
  });

  it('any 401 from the API does the same, without a stream', async () => {
    const server = serve();
    server.removed = true;
    const view = renderApp('/settings/users');
    reloadsLikeABrowser(view);
    await waitFor(() => expect(reloadPage).toHaveBeenCalledTimes(1));
    await waitFor(() => expect(reloaded?.router.state.location.pathname).toBe('/login'));
    expect(await screen.findByText('Tu acceso a este negocio terminó.')).toBeTruthy();
  });

  it("returns to the login when the outbox's replay is answered 401 (whose Set-Cookie cleared the flag)", async () => {
    const server = serve();
    const view = renderApp('/settings/users');
    await screen.findByRole('heading', { name: 'Usuarios' });
    reloadsLikeABrowser(view);

    // The service worker replays a queued change: the server answers 401 and clears the flag cookie.
    server.removed = true;
    clearLoggedInCookie();
    const worker = new BroadcastChannel(OUTBOX_CHANNEL);
    worker.postMessage({ type: 'outbox-session-gone' });
    worker.close();

    await waitFor(() => expect(reloadPage).toHaveBeenCalledTimes(1));
    await waitFor(() => expect(reloaded?.router.state.location.pathname).toBe('/login'));
    expect(await screen.findByText('Tu acceso a este negocio terminó.')).toBeTruthy();
  });

  it('a visitor who was never signed in sees the login without that notice', async () => {
    const server = serve();
    server.removed = true;
    clearLoggedInCookie();
    const view = renderApp('/login');
    await waitFor(() => expect(view.router.state.location.pathname).toBe('/login'));
    await screen.findByRole('button', { name: 'Usar celular o correo' });
    expect(screen.queryByText('Tu acceso a este negocio terminó.')).toBeNull();
    expect(reloadPage).not.toHaveBeenCalled();
  });
});
