import { waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearLoggedInCookie, fakeApi } from './helpers/fake-api';
import { renderApp } from './helpers/render-app';

/** The links the customers' SMS carry: a short path and an 8-character code (issue 17 point 12). */
describe('short public links', () => {
  beforeEach(() => clearLoggedInCookie());
  afterEach(() => vi.unstubAllGlobals());

  it("/p/{code} opens the customer's order page", async () => {
    const api = fakeApi({ 'GET /v1/public/order/Ab3x9Kq2': () => ({ status: 404, body: { message: 'x' } }) });
    const { router } = renderApp('/p/Ab3x9Kq2');
    await waitFor(() => expect(router.state.location.pathname).toBe('/pedido/Ab3x9Kq2'), { timeout: 10_000 });
    await waitFor(() => expect(api.callsTo('GET', '/v1/public/order/Ab3x9Kq2').length).toBeGreaterThan(0), {
      timeout: 10_000,
    });
  });

  it('/t/{code} with an 8-character code opens the turn page', async () => {
    const api = fakeApi({ 'GET /v1/public/queue/Zx8Lm2Qp': () => ({ status: 404, body: { message: 'x' } }) });
    const { router } = renderApp('/t/Zx8Lm2Qp');
    await waitFor(() => expect(api.callsTo('GET', '/v1/public/queue/Zx8Lm2Qp').length).toBeGreaterThan(0), {
      timeout: 10_000,
    });
    expect(router.state.location.pathname).toBe('/t/Zx8Lm2Qp');
  });
});
