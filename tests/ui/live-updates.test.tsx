import { MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LiveStatus } from '../../src/app/shell/live-status';
import { useLiveUpdates } from '../../src/lib/live/use-live-updates';
import { queryKeys } from '../../src/lib/query/keys';
import { createQueryClient } from '../../src/lib/query/query-client';
import { hostAccountSettings } from './helpers/fixtures';

/** A stand-in for the browser's EventSource (jsdom has none): the test drives its events. */
class FakeEventSource {
  static instances: FakeEventSource[] = [];
  onopen: (() => void) | null = null;
  onerror: (() => void) | null = null;
  closed = false;
  private readonly listeners = new Map<string, ((event: MessageEvent<string>) => void)[]>();

  constructor(
    readonly url: string,
    readonly init?: EventSourceInit,
  ) {
    FakeEventSource.instances.push(this);
  }

  addEventListener(type: string, listener: (event: MessageEvent<string>) => void) {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
  }

  close() {
    this.closed = true;
  }

  emit(type: string, data: unknown) {
    for (const listener of this.listeners.get(type) ?? []) {
      listener(new MessageEvent(type, { data: JSON.stringify(data) }));
    }
  }
}

function LiveHeader() {
  return <LiveStatus state={useLiveUpdates(FakeEventSource as unknown as typeof EventSource)} />;
}

function renderLive() {
  const queryClient = createQueryClient();
  const settings = hostAccountSettings();
  queryClient.setQueryData(queryKeys.account.settings, settings);
  const statusKey = queryKeys.waitlist.statusData(settings.location?.id);
  queryClient.setQueryData(statusKey, { entries: [] });
  queryClient.setQueryData(queryKeys.subscription.info, { credits: [] });
  render(
    <MantineProvider env="test">
      <QueryClientProvider client={queryClient}>
        <LiveHeader />
      </QueryClientProvider>
    </MantineProvider>,
  );
  const source = FakeEventSource.instances.at(-1);
  if (!source) throw new Error('no event stream opened');
  return { queryClient, statusKey, source };
}

beforeEach(() => {
  FakeEventSource.instances = [];
  vi.useFakeTimers({ shouldAdvanceTime: true });
});
afterEach(() => {
  vi.useRealTimers();
});

describe('live updates in the header', () => {
  it("opens one stream to /v1/events with the session cookie and shows 'En vivo' once open", async () => {
    const { source } = renderLive();
    expect(source.url).toBe('/v1/events');
    expect(source.init).toEqual({ withCredentials: true });
    expect(FakeEventSource.instances).toHaveLength(1);
    act(() => source.onopen?.());
    expect(await screen.findByText('En vivo')).toBeTruthy();
  });

  it('invalidates the queries of the area a changed hint names, and only those', async () => {
    const { queryClient, statusKey, source } = renderLive();
    act(() => source.onopen?.());
    act(() => source.emit('changed', { area: 'waitlist', id: 12 }));
    expect(queryClient.getQueryState(statusKey)?.isInvalidated).toBe(true);
    expect(queryClient.getQueryState(queryKeys.subscription.info)?.isInvalidated).toBe(false);
  });

  it("shows 'Reconectando…' when the stream drops, reopens with backoff and refetches what was missed", async () => {
    const { queryClient, statusKey, source } = renderLive();
    act(() => source.onopen?.());
    act(() => source.onerror?.());
    expect(source.closed).toBe(true);
    expect(await screen.findByText('Reconectando…')).toBeTruthy();
    expect(FakeEventSource.instances).toHaveLength(1);

    await act(async () => {
      await vi.advanceTimersByTimeAsync(1_600);
    });
    const reopened = FakeEventSource.instances.at(-1);
    expect(FakeEventSource.instances).toHaveLength(2);
    act(() => reopened?.onopen?.());
    expect(await screen.findByText('En vivo')).toBeTruthy();
    expect(queryClient.getQueryState(statusKey)?.isInvalidated).toBe(true);
    expect(queryClient.getQueryState(queryKeys.subscription.info)?.isInvalidated).toBe(true);
  });

  it('when the browser comes back online it refetches at once and reopens a dropped stream without waiting for its backoff', async () => {
    const { queryClient, statusKey, source } = renderLive();
    act(() => source.onopen?.());
    // Several drops in a row: the next try is many seconds away.
    for (let drop = 0; drop < 4; drop++) {
      act(() => FakeEventSource.instances.at(-1)?.onerror?.());
      await act(async () => {
        await vi.advanceTimersByTimeAsync(2 ** drop * 1_250 + 10);
      });
    }
    act(() => FakeEventSource.instances.at(-1)?.onerror?.());
    const opened = FakeEventSource.instances.length;
    expect(queryClient.getQueryState(statusKey)?.isInvalidated).toBe(false);

    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    expect(queryClient.getQueryState(statusKey)?.isInvalidated).toBe(true);
    expect(FakeEventSource.instances).toHaveLength(opened + 1);
    act(() => FakeEventSource.instances.at(-1)?.onopen?.());
    expect(await screen.findByText('En vivo')).toBeTruthy();
  });
});
