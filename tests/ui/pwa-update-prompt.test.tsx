import { MantineProvider } from '@mantine/core';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

type Listener = () => void;

/** A stand-in for workbox-window's Workbox that lets the test fire lifecycle events. */
class FakeWorkbox {
  static last: FakeWorkbox | null = null;
  readonly listeners = new Map<string, Listener[]>();
  readonly messageSkipWaiting = vi.fn();
  readonly register = vi.fn(async () => ({ update: vi.fn(async () => undefined) }));

  constructor(readonly url: string) {
    FakeWorkbox.last = this;
  }

  addEventListener(type: string, listener: Listener): void {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
  }

  fire(type: string): void {
    for (const listener of this.listeners.get(type) ?? []) listener();
  }
}

vi.mock('workbox-window', () => ({ Workbox: FakeWorkbox }));
const reloadPage = vi.hoisted(() => vi.fn());
vi.mock('../../src/lib/page-reload', () => ({ reloadPage }));

const persist = vi.fn(async () => true);

/** Fresh modules per test: the update store is module state. */
async function loadApp() {
  vi.resetModules();
  const { UpdatePrompt } = await import('../../src/ui/pwa/update-prompt');
  const { registerServiceWorker } = await import('../../src/lib/pwa/register-sw');
  render(
    <MantineProvider env="test">
      <UpdatePrompt />
    </MantineProvider>,
  );
  return { registerServiceWorker };
}

beforeEach(() => {
  vi.stubEnv('PROD', true);
  FakeWorkbox.last = null;
  persist.mockClear();
  reloadPage.mockClear();
  localStorage.clear();
  Object.defineProperty(navigator, 'serviceWorker', { configurable: true, value: {} });
  Object.defineProperty(navigator, 'storage', {
    configurable: true,
    value: { persist, persisted: vi.fn(async () => false) },
  });
});

afterEach(() => {
  vi.unstubAllEnvs();
});

describe('service worker updates (prompt mode)', () => {
  it('registers /sw.js and shows nothing while no new version waits', async () => {
    const { registerServiceWorker } = await loadApp();

    await registerServiceWorker();

    expect(FakeWorkbox.last?.url).toBe('/sw.js');
    expect(FakeWorkbox.last?.register).toHaveBeenCalledTimes(1);
    expect(screen.queryByText('Nueva versión disponible')).toBeNull();
  });

  it('offers "Actualizar" when a new version waits; accepting activates it and reloads once it controls', async () => {
    const { registerServiceWorker } = await loadApp();
    await registerServiceWorker();
    const workbox = FakeWorkbox.last as FakeWorkbox;

    act(() => workbox.fire('waiting'));
    expect(screen.getByText('Nueva versión disponible')).toBeTruthy();

    await userEvent.click(screen.getByRole('button', { name: 'Actualizar' }));
    expect(workbox.messageSkipWaiting).toHaveBeenCalledTimes(1);
    expect(reloadPage).not.toHaveBeenCalled();

    act(() => workbox.fire('controlling'));
    expect(reloadPage).toHaveBeenCalledTimes(1);
  });

  it('"Más tarde" hides the prompt without updating', async () => {
    const { registerServiceWorker } = await loadApp();
    await registerServiceWorker();
    const workbox = FakeWorkbox.last as FakeWorkbox;

    act(() => workbox.fire('waiting'));
    await userEvent.click(screen.getByRole('button', { name: 'Más tarde' }));

    expect(screen.queryByText('Nueva versión disponible')).toBeNull();
    expect(workbox.messageSkipWaiting).not.toHaveBeenCalled();
  });

  it('asks for persistent storage once', async () => {
    const { registerServiceWorker } = await loadApp();

    await registerServiceWorker();
    await registerServiceWorker();

    expect(persist).toHaveBeenCalledTimes(1);
  });

  it('does nothing outside production builds', async () => {
    vi.stubEnv('PROD', false);
    const { registerServiceWorker } = await loadApp();

    await registerServiceWorker();

    expect(FakeWorkbox.last).toBeNull();
  });
});
