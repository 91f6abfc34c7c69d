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

  it.each([
    ['GET', '/v1/public/loyalty/card/Zx81kQ9PLmW2aB', '/v1/public/loyalty/card/Zx81…'],
    ['GET', '/v1/public/queue/Qw3rTyUiOp12AsDf', '/v1/public/queue/Qw3r…'],
    ['POST', '/v1/public/queue/Qw3rTyUiOp12AsDf/confirmation', '/v1/public/queue/Qw3r…/confirmation'],
    ['GET', '/v1/public/order/Po9iUy7tRe5wQa2s?x=1', '/v1/public/order/Po9i…?x=1'],
    ['GET', '/v1/user/invite/abcdefghijklmnop', '/v1/user/invite/abcd…'],
    ['POST', '/v1/user/invite/abcdefghijklmnop/accept', '/v1/user/invite/abcd…/accept'],
    ['GET', '/t/Qw3rTyUiOp12AsDf', '/t/Qw3r…'],
    ['GET', '/pedido/Po9iUy7tRe5wQa2s', '/pedido/Po9i…'],
    ['GET', '/tarjeta/Zx81kQ9PLmW2aB', '/tarjeta/Zx81…'],
  ])('keeps only the first characters of the secret in %s %s', (method, url, logged) => {
    expect(loggedUrl({ method, url })).toBe(logged);
  });

  it('leaves paths without secrets whole', () => {
    expect(loggedUrl({ method: 'GET', url: '/v1/public/waitlist/taqueria-demo' })).toBe(
      '/v1/public/waitlist/taqueria-demo',
    );
    expect(loggedUrl({ method: 'GET', url: '/r/taqueria-demo' })).toBe('/r/taqueria-demo');
  });
});
