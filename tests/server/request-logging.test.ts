import { describe, expect, it } from 'vitest';
import { loggedUrl } from '../../server/http/request-logging';

describe('the request log line', () => {
  it.each([
    ['/reset-password?token=abcdefghijklmnopqrstuvwxyz', '/reset-password'],
    ['/invite?token=abcdefghijklmnopqrstuvwxyz', '/invite'],
    ['/link?code=QUJDREVGR0hKS0xN', '/link'],
    ['/login?jwt=eyJhbGciOiJIUzI1NiJ9.e30.x&next_url=%2Fhostess', '/login'],
    ['/v1/auth/google/callback?code=secreto&state=estado', '/v1/auth/google/callback'],
  ])('leaves the secrets of %s out', (url, logged) => {
    expect(loggedUrl({ method: 'GET', url })).toBe(logged);
  });

  it('keeps the query of API calls, which carry no secrets', () => {
    expect(loggedUrl({ method: 'GET', url: '/v1/waitlist/queue/search?page=2' })).toBe(
      '/v1/waitlist/queue/search?page=2',
    );
    expect(loggedUrl({ method: 'GET', url: '/public/waitlist/taqueria-demo?x=1' })).toBe(
      '/public/waitlist/taqueria-demo?x=1',
    );
  });
});
