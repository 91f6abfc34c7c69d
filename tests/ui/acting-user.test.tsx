import { render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { api } from '../../src/lib/api/client';
import { queryKeys } from '../../src/lib/query/keys';
import { createQueryClient } from '../../src/lib/query/query-client';
import { QueryProvider } from '../../src/lib/query/query-provider';
import { hostAccountSettings } from './helpers/fixtures';

// A change the outbox queues keeps its headers: it must say who made it, so that a replay under
// the next person's session on this tablet is refused by the server (409 OTHER_USER).
const fetchMock = vi.fn<typeof fetch>();

/** The headers of the n-th request sent. */
const headersOf = (index: number) => new Headers(fetchMock.mock.calls[index]?.[1]?.headers);

beforeEach(() => {
  localStorage.clear();
  fetchMock.mockReset();
  fetchMock.mockImplementation(
    async () => new Response('{"data":{}}', { headers: { 'Content-Type': 'application/json' } }),
  );
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('a change says who made it (X-Mostrador-User)', () => {
  it("carries the signed-in user's id from the account settings; a read does not", async () => {
    const queryClient = createQueryClient();
    render(
      <QueryProvider client={queryClient}>
        <p>Mostrador</p>
      </QueryProvider>,
    );

    await api.post('/v1/waitlist/queue/41/ready', undefined, { idempotencyKey: 'clave-1' });
    expect(headersOf(0).has('X-Mostrador-User')).toBe(false);

    queryClient.setQueryData(queryKeys.account.settings, hostAccountSettings());
    await api.post('/v1/waitlist/queue/41/ready', undefined, { idempotencyKey: 'clave-2' });
    await api.get('/v1/waitlist/queue/41');
    expect(headersOf(1).get('X-Mostrador-User')).toBe(String(hostAccountSettings().user.id));
    expect(headersOf(2).has('X-Mostrador-User')).toBe(false);
  });
});
