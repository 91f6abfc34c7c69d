import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import {
  PAYMENT_PROVIDER_MISSING_MESSAGE,
  type PlansAvailable,
  type RechargeOptions,
  type SubscriptionInfo,
} from '../../src/domain/contract/subscription';
import { backOfficeApi } from './helpers/back-office-api';
import type { Reply } from './helpers/fake-api';
import { FREE_SUBSCRIPTION } from './helpers/fixtures';
import { renderApp } from './helpers/render-app';
import { eachTestStarts } from './helpers/session-hooks';

const assignPage = vi.fn();
vi.mock('../../src/lib/page-assign', () => ({ assignPage: (url: string) => assignPage(url) }));

const PRO: SubscriptionInfo['plan'] = {
  id: 3,
  name: 'Pro',
  type: 'paid',
  description: 'Lealtad, encuestas y automatizaciones.',
  price_monthly: 599,
  price_yearly: 5990,
  credits_month: [{ type_plural: 'Mensajes', quantity: 1000 }],
  recommended: true,
  stripe_monthly_url: null,
  stripe_yearly_url: null,
};

const PRO_YEARLY: SubscriptionInfo = {
  plan: PRO,
  subscription: {
    status: 'active',
    recurrence: 'yearly',
    valid_to: '2027-11-26T18:00:00.000Z',
    auto_recharge_pack_id: null,
    auto_recharge_threshold: null,
  },
  billing_portal_url: 'https://billing.stripe.test/p/session_1',
  credits: [{ type_plural: 'Mensajes', used: 900, total: 1000, format: 'number' }],
  last_auto_recharge: null,
};

const PLANS = (provider: PlansAvailable['payment_provider']): PlansAvailable => ({
  plans: [
    { ...FREE_SUBSCRIPTION.plan, credits_month: [{ type_plural: 'Mensajes', quantity: 50 }] },
    { ...PRO, id: 2, name: 'Básico', price_monthly: 299, price_yearly: 2990, recommended: false },
    PRO,
    { ...PRO, id: 4, name: 'Empresarial', price_monthly: 1199, price_yearly: 11990, recommended: false },
  ],
  features: { free: ['*Lista de espera* y reservaciones'], paid: ['Todo lo del plan *Gratis*'] },
  payment_provider: provider,
  pricing_url: 'https://mostrador.test/precios',
});

const OPTIONS = (provider: RechargeOptions['payment_provider']): RechargeOptions => ({
  packs: [
    { id: 1, quantity: 100, price: 99, credit_price: 0.99 },
    { id: 2, quantity: 500, price: 399, credit_price: 0.8 },
  ],
  pricing: [
    { title: 'Mensaje de WhatsApp', credit_cost: 1 },
    { title: 'Correo electrónico', credit_cost: 0 },
  ],
  payment_provider: provider,
});

function serve(
  info: SubscriptionInfo,
  provider: 'stripe' | null = 'stripe',
  handlers: Record<string, (body: unknown) => Reply> = {},
) {
  return backOfficeApi(['super-admin'], {
    'GET /v1/subscription/subscription/info': () => ({ body: { data: info } }),
    'GET /v1/subscription/plan/available': () => ({ body: { data: PLANS(provider) } }),
    'GET /v1/subscription/recharge/options': () => ({ body: { data: OPTIONS(provider) } }),
    'POST /v1/subscription/checkout': () => ({
      body: { data: { url: 'https://checkout.stripe.test/c/pay/cs_1' } },
    }),
    ...handlers,
  });
}

/** The auto-recharge Select's input (its listbox carries the same label). */
async function autoRechargeInput(): Promise<HTMLInputElement> {
  const labelled = await screen.findAllByLabelText('Recarga automática', {}, { timeout: 5000 });
  const input = labelled.find((element) => element instanceof HTMLInputElement);
  if (!(input instanceof HTMLInputElement)) throw new Error('no auto-recharge input');
  return input;
}

eachTestStarts({ signedIn: true });
beforeEach(() => assignPage.mockReset());

describe("'Suscripción' (settings-subscription-home)", () => {
  it('the free plan: its price, credits, "Suscribirse" to the plans, "Comprar créditos", no auto-recharge', async () => {
    serve(FREE_SUBSCRIPTION);
    renderApp('/settings/subscription');
    expect(await screen.findByRole('heading', { level: 2, name: 'Gratis' }, { timeout: 5000 })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Suscripción' })).toBeTruthy();
    expect(screen.getAllByText('Para siempre').length).toBeGreaterThan(0);
    expect(screen.getByText('Créditos incluidos: 100 mensajes al mes')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Suscribirse' }).getAttribute('href')).toBe(
      '/settings/subscription/plans',
    );
    expect(screen.getByRole('link', { name: 'Comprar créditos' }).getAttribute('href')).toBe(
      '/settings/subscription/credits',
    );
    expect(screen.queryByLabelText('Recarga automática')).toBeNull();
  });

  it('a yearly plan: yearly/12 per month, the renewal date, the "Cambiar" menu', async () => {
    serve(PRO_YEARLY);
    renderApp('/settings/subscription');
    expect(await screen.findByRole('heading', { level: 2, name: 'Pro' }, { timeout: 5000 })).toBeTruthy();
    expect(screen.getByText('$499.17')).toBeTruthy();
    expect(screen.getByText('Pago anual de $5,990.00')).toBeTruthy();
    expect(screen.getByText('Se renueva el 26 de noviembre de 2027')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Cambiar' }));
    const portal = await screen.findByRole('menuitem', { name: 'Ajustes de suscripción' });
    expect(portal.getAttribute('href')).toBe('https://billing.stripe.test/p/session_1');
    expect(screen.getByRole('menuitem', { name: 'Cambiar de plan' }).getAttribute('href')).toBe(
      '/settings/subscription/plans',
    );
  });

  it('a failed automatic recharge is shown with its reason and date', async () => {
    serve({
      ...PRO_YEARLY,
      last_auto_recharge: {
        status: 'failed',
        quantity: 500,
        failure: 'El banco rechazó la tarjeta.',
        created_at: '2026-11-26T18:30:00.000Z',
      },
    });
    renderApp('/settings/subscription');
    const title = await screen.findByText('La recarga automática no se pudo cobrar', {}, { timeout: 5000 });
    const alert = title.closest('[role="alert"]');
    expect(alert?.textContent).toContain('El banco rechazó la tarjeta.');
    expect(alert?.textContent).toContain('500 créditos, 26 de noviembre de 2026');
  });

  it('a charged automatic recharge adds no notice', async () => {
    serve({
      ...PRO_YEARLY,
      last_auto_recharge: {
        status: 'charged',
        quantity: 500,
        failure: null,
        created_at: '2026-11-26T18:30:00.000Z',
      },
    });
    renderApp('/settings/subscription');
    expect(await screen.findByRole('heading', { level: 2, name: 'Pro' }, { timeout: 5000 })).toBeTruthy();
    expect(screen.queryByText('La recarga automática no se pudo cobrar')).toBeNull();
    expect(screen.queryByText('Recarga automática en proceso')).toBeNull();
  });

  it('auto-recharge: a failed save restores the previous value and shows the error', async () => {
    const api = serve(PRO_YEARLY, 'stripe', {
      'PATCH /v1/subscription/subscription/set-auto-recharge': () => ({
        status: 422,
        body: {
          message: 'La recarga automática necesita una suscripción.',
          code: 'VALIDATION_ERROR',
          errors: {},
        },
      }),
    });
    renderApp('/settings/subscription');
    const select = await autoRechargeInput();
    expect(select.value).toBe('Desactivada');
    await userEvent.click(select);
    await userEvent.click(await screen.findByRole('option', { name: '500 créditos por $399.00' }));
    expect(await screen.findByText('La recarga automática necesita una suscripción.')).toBeTruthy();
    expect(api.callsTo('PATCH', '/v1/subscription/subscription/set-auto-recharge')[0]?.body).toEqual({
      pack_id: 2,
    });
    await waitFor(() => expect(select.value).toBe('Desactivada'));
  });

  it('auto-recharge: a saved pack says so', async () => {
    serve(PRO_YEARLY, 'stripe', {
      'PATCH /v1/subscription/subscription/set-auto-recharge': (body) => ({
        body: {
          data: {
            ...PRO_YEARLY,
            subscription: {
              ...PRO_YEARLY.subscription,
              auto_recharge_pack_id: (body as { pack_id: number }).pack_id,
              auto_recharge_threshold: 50,
            },
          },
        },
      }),
    });
    renderApp('/settings/subscription');
    await userEvent.click(await autoRechargeInput());
    await userEvent.click(await screen.findByRole('option', { name: '500 créditos por $399.00' }));
    expect(await screen.findByText('Recarga automática actualizada')).toBeTruthy();
    expect(await screen.findByText(/Se compra cuando te quedan 50 créditos o menos/)).toBeTruthy();
  });
});

describe("'Planes' (settings-subscription-plans)", () => {
  it('4 plans, monthly or yearly, the active one not selectable, the free one "Gratis" "Para siempre"', async () => {
    const api = serve(PRO_YEARLY);
    renderApp('/settings/subscription/plans');
    const pro = await screen.findByRole('region', { name: 'Plan Pro' }, { timeout: 5000 });
    expect(within(pro).getByRole('button', { name: 'Activo' }).hasAttribute('disabled')).toBe(true);
    expect(within(pro).getByText('$499.17')).toBeTruthy();
    const free = screen.getByRole('region', { name: 'Plan Gratis' });
    expect(within(free).getAllByText('Gratis').length).toBeGreaterThan(0);
    expect(within(free).getByText('Para siempre')).toBeTruthy();
    expect(within(free).getByText('Lista de espera').tagName).toBe('STRONG');
    const compare = screen.getByRole('link', { name: 'Comparar planes' });
    expect(compare.getAttribute('href')).toBe('https://mostrador.test/precios');
    expect(compare.getAttribute('target')).toBe('_blank');

    await userEvent.click(screen.getByText('Mensual'));
    expect(await within(pro).findByText('$599.00')).toBeTruthy();
    const change = within(pro).getByRole('button', { name: 'Cambiar a Pro' });
    await userEvent.click(change);
    await waitFor(() => expect(assignPage).toHaveBeenCalledWith('https://checkout.stripe.test/c/pay/cs_1'));
    expect(api.callsTo('POST', '/v1/subscription/checkout')[0]?.body).toEqual({
      kind: 'plan',
      plan_id: 3,
      recurrence: 'monthly',
    });
  });

  it('without a payment provider: says so and offers no payment', async () => {
    const api = serve(FREE_SUBSCRIPTION, null);
    renderApp('/settings/subscription/plans');
    expect(await screen.findByText(PAYMENT_PROVIDER_MISSING_MESSAGE, {}, { timeout: 5000 })).toBeTruthy();
    const pro = screen.getByRole('region', { name: 'Plan Pro' });
    expect(within(pro).getByRole('button', { name: 'Cambiar a Pro' }).hasAttribute('disabled')).toBe(true);
    expect(api.callsTo('POST', '/v1/subscription/checkout')).toHaveLength(0);
  });
});

describe("'Recarga de créditos' (settings-subscription-credits)", () => {
  it('one pack, what credits buy, "Realizar pago" to Stripe, the FAQ', async () => {
    const api = serve(FREE_SUBSCRIPTION);
    renderApp('/settings/subscription/credits');
    await userEvent.click(await screen.findByRole('radio', { name: /500 créditos/ }, { timeout: 5000 }));
    expect(screen.queryByText('Mensaje de WhatsApp')).toBeNull();
    await userEvent.click(screen.getByRole('switch', { name: '¿Qué puedo enviar con mis créditos?' }));
    expect(screen.getByText('Mensaje de WhatsApp')).toBeTruthy();
    expect(screen.getByText('Sin costo')).toBeTruthy();
    expect(screen.getByRole('button', { name: '¿Cuánto tiempo duran los créditos?' })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Realizar pago' }));
    await waitFor(() => expect(assignPage).toHaveBeenCalledWith('https://checkout.stripe.test/c/pay/cs_1'));
    expect(api.callsTo('POST', '/v1/subscription/checkout')[0]?.body).toEqual({ kind: 'pack', pack_id: 2 });
  });

  it('without a payment provider: "Realizar pago" is off and the screen says why', async () => {
    serve(FREE_SUBSCRIPTION, null);
    renderApp('/settings/subscription/credits');
    expect(await screen.findByText(PAYMENT_PROVIDER_MISSING_MESSAGE, {}, { timeout: 5000 })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Realizar pago' }).hasAttribute('disabled')).toBe(true);
  });
});
