import { focusManager, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { subscriptionInfoQueryOptions } from '../../src/features/subscription/api/subscription-info';
import { createQueryClient } from '../../src/lib/query/query-client';
import { FREE_SUBSCRIPTION } from './helpers/fixtures';

const MINUTE = 60_000;
const fetchMock = vi.fn<typeof fetch>();
const infoCalls = () =>
  fetchMock.mock.calls.filter(([input]) => String(input).startsWith('/v1/subscription/subscription/info'));

function PlanName() {
  const { data } = useQuery(subscriptionInfoQueryOptions());
  return <p>{data ? data.plan.name : 'Cargando'}</p>;
}

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  fetchMock.mockReset();
  fetchMock.mockImplementation(
    async () =>
      new Response(JSON.stringify({ data: FREE_SUBSCRIPTION }), {
        headers: { 'Content-Type': 'application/json' },
      }),
  );
  vi.stubGlobal('fetch', fetchMock);
  focusManager.setFocused(true);
});

afterEach(() => {
  focusManager.setFocused(undefined);
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('subscription info (spec 01 §4.2, §9)', () => {
  it('is cached 10 minutes, refreshed every 10 minutes while focused and re-checked on regaining focus', async () => {
    render(
      <QueryClientProvider client={createQueryClient()}>
        <PlanName />
      </QueryClientProvider>,
    );
    await screen.findByText(FREE_SUBSCRIPTION.plan.name);
    expect(infoCalls()).toHaveLength(1);

    act(() => focusManager.setFocused(false));
    act(() => focusManager.setFocused(true));
    await act(() => vi.advanceTimersByTimeAsync(100));
    expect(infoCalls()).toHaveLength(1);

    await act(() => vi.advanceTimersByTimeAsync(10 * MINUTE));
    expect(infoCalls()).toHaveLength(2);

    act(() => focusManager.setFocused(false));
    await act(() => vi.advanceTimersByTimeAsync(30 * MINUTE));
    expect(infoCalls()).toHaveLength(2);

    act(() => focusManager.setFocused(true));
    await act(() => vi.advanceTimersByTimeAsync(100));
    expect(infoCalls()).toHaveLength(3);
  });
});
