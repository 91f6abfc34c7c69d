import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { DeliveryMethod } from '../../src/domain/contract/delivery-method';
import type { PaymentMethod } from '../../src/domain/contract/payment-method';
import { backOfficeApi } from './helpers/back-office-api';
import type { Reply } from './helpers/fake-api';
import { renderApp } from './helpers/render-app';
import { eachTestStarts } from './helpers/session-hooks';

const page = <T,>(data: T[]) => ({
  body: { data, pagination: { total_items: data.length, limit: 20, offset: 0, count: data.length } },
});

const MERCADO_PAGO: PaymentMethod = {
  id: 5,
  name: 'Mercado Pago',
  type: 'mercado_pago',
  status: 'active',
  loyalty_program_id: null,
  settings: { public_key: 'APP_USR-pk', access_token: '••••9876', statement_descriptor: 'TAQUERIA' },
  usage_types: ['pickup', 'delivery'],
};

const echo =
  <T,>(item: T) =>
  (body: unknown): Reply => ({ body: { data: { ...item, ...(body as object) } } });

function servePayments(methods: PaymentMethod[] = []) {
  return backOfficeApi(['business-manager'], {
    'POST /v1/pos/payment-method/search': () => page(methods),
    'GET /v1/pos/payment-method/5': () => ({ body: { data: MERCADO_PAGO } }),
    'GET /v1/pos/payment-method/cashback-programs': () => ({ body: { data: [{ id: 3, name: 'Monedero' }] } }),
    'POST /v1/pos/payment-method': echo(MERCADO_PAGO),
    'PATCH /v1/pos/payment-method/5': echo(MERCADO_PAGO),
  });
}

const FLAT: DeliveryMethod = {
  id: 8,
  name: 'Reparto',
  type: 'delivery',
  status: 'active',
  flat_fee_amount: 30,
  free_from_amount: 300,
  min_purchase_amount: 0,
  delivery_cost_type: 'all',
  delivery_cost_config: { distance: { zones: [] } },
  delivery_loc_lat: null,
  delivery_loc_lng: null,
};

function serveDeliveries(methods: DeliveryMethod[] = []) {
  return backOfficeApi(['menu-manager'], {
    'POST /v1/pos/delivery-method/search': () => page(methods),
    'GET /v1/pos/delivery-method/8': () => ({ body: { data: FLAT } }),
    'POST /v1/pos/delivery-method': echo(FLAT),
    'PATCH /v1/pos/delivery-method/8': echo(FLAT),
  });
}

async function drawerTitled(name: string) {
  return screen.findByRole('dialog', { name }, { timeout: 5000 });
}

/** A Mantine Select's input, by its label. */
function selectInput(drawer: HTMLElement, label: string): HTMLInputElement {
  const text = within(drawer).getByText(label, { selector: 'label' }) as HTMLLabelElement;
  return document.getElementById(text.htmlFor) as HTMLInputElement;
}

async function chooseOption(drawer: HTMLElement, label: string, option: string) {
  await userEvent.click(selectInput(drawer, label));
  await userEvent.click(await screen.findByRole('option', { name: option }));
}

eachTestStarts({ signedIn: true });

describe('payment methods (menu-paymentMethod-list)', { timeout: 30_000 }, () => {
  it('create=1 opens the create drawer and is then cleared from the address', async () => {
    servePayments();
    const { router } = renderApp('/settings/payment-methods?create=1', { module: 'shop' });
    expect(await drawerTitled('Nuevo método de pago')).toBeTruthy();
    await waitFor(() => expect(router.state.location.search).toEqual({}));
    expect(router.state.location.pathname).toBe('/settings/payment-methods');
  });

  it('Mercado Pago: the descriptor is forced to uppercase, the keys are required before sending', async () => {
    const api = servePayments();
    renderApp('/settings/payment-methods', { module: 'shop' });
    await userEvent.click(await screen.findByRole('button', { name: 'Nuevo' }, { timeout: 5000 }));
    const drawer = await drawerTitled('Nuevo método de pago');
    await userEvent.type(within(drawer).getByLabelText(/^Nombre/), 'Pago en línea');
    await chooseOption(drawer, 'Tipo', 'Mercado Pago');
    const descriptor = within(drawer).getByLabelText(/estado de cuenta/) as HTMLInputElement;
    await userEvent.type(descriptor, 'Taquería el güero!');
    expect(descriptor.value).toBe('TAQUERIAELGUE');
    await userEvent.click(within(drawer).getByRole('button', { name: 'Guardar' }));
    expect(await within(drawer).findAllByText('El valor no es correcto.')).toHaveLength(2);
    expect(api.callsTo('POST', '/v1/pos/payment-method')).toHaveLength(0);

    await userEvent.type(within(drawer).getByLabelText(/^Public key/), 'APP_USR-pk');
    await userEvent.type(within(drawer).getByLabelText(/^Access token/), 'APP_USR-token');
    await userEvent.click(within(drawer).getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('Los datos se guardaron correctamente.')).toBeTruthy();
    expect(api.callsTo('POST', '/v1/pos/payment-method')[0]?.body).toEqual({
      name: 'Pago en línea',
      type: 'mercado_pago',
      usage_types: ['pickup', 'delivery'],
      loyalty_program_id: null,
      settings: {
        public_key: 'APP_USR-pk',
        access_token: 'APP_USR-token',
        statement_descriptor: 'TAQUERIAELGUE',
      },
    });
  });

  it('editing keeps the type read-only and sends the masked key back unchanged', async () => {
    const api = servePayments([MERCADO_PAGO]);
    renderApp('/settings/payment-methods', { module: 'shop' });
    await userEvent.click(
      (
        await screen.findAllByRole('button', { name: 'Abrir Mercado Pago' }, { timeout: 5000 })
      )[0] as HTMLElement,
    );
    const drawer = await drawerTitled('Mercado Pago');
    expect(selectInput(drawer, 'Tipo').readOnly).toBe(true);
    await userEvent.click(within(drawer).getByRole('switch', { name: /Activo/ }));
    await userEvent.click(within(drawer).getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(api.callsTo('PATCH', '/v1/pos/payment-method/5')).toHaveLength(1));
    const body = api.callsTo('PATCH', '/v1/pos/payment-method/5')[0]?.body as Record<string, unknown>;
    expect(body).not.toHaveProperty('type');
    expect(body).toMatchObject({
      status: 'inactive',
      settings: { public_key: 'APP_USR-pk', access_token: '••••9876', statement_descriptor: 'TAQUERIA' },
    });
  });

  it('a cashback method needs its program', async () => {
    const api = servePayments();
    renderApp('/settings/payment-methods?create=1', { module: 'shop' });
    const drawer = await drawerTitled('Nuevo método de pago');
    await userEvent.type(within(drawer).getByLabelText(/^Nombre/), 'Monedero');
    await chooseOption(drawer, 'Tipo', 'Cashback (monedero de lealtad)');
    await userEvent.click(within(drawer).getByRole('button', { name: 'Guardar' }));
    expect(await within(drawer).findByText('Selecciona un programa de lealtad.')).toBeTruthy();
    await chooseOption(drawer, 'Programa de cashback', 'Monedero');
    await userEvent.click(within(drawer).getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(api.callsTo('POST', '/v1/pos/payment-method')).toHaveLength(1));
    expect(api.callsTo('POST', '/v1/pos/payment-method')[0]?.body).toMatchObject({
      type: 'cashback',
      loyalty_program_id: 3,
      settings: {},
    });
  });
});

describe('delivery methods (menu-deliveryMethod-list)', { timeout: 30_000 }, () => {
  it('create=1 opens the create drawer and is then cleared from the address', async () => {
    serveDeliveries();
    const { router } = renderApp('/settings/delivery-methods?create=1', { module: 'shop' });
    expect(await drawerTitled('Nuevo método de entrega')).toBeTruthy();
    await waitFor(() => expect(router.state.location.search).toEqual({}));
  });

  it('zones: each starts where the previous ends, a new one adds 1 km with the last fee, the last cannot be deleted', async () => {
    const api = serveDeliveries();
    renderApp('/settings/delivery-methods?create=1', { module: 'shop' });
    const drawer = await drawerTitled('Nuevo método de entrega');
    await userEvent.type(within(drawer).getByLabelText(/^Nombre/), 'Moto');
    await userEvent.click(within(drawer).getByRole('radio', { name: 'Por distancia' }));
    const from = (n: number) =>
      within(drawer).getByLabelText(`Desde (km) de la zona ${n}`) as HTMLInputElement;
    const to = (n: number) => within(drawer).getByLabelText(`Hasta (km) de la zona ${n}`) as HTMLInputElement;
    const fee = (n: number) => within(drawer).getByLabelText(`Costo de la zona ${n}`) as HTMLInputElement;
    expect([from(1).value, to(1).value]).toEqual(['0', '1']);
    expect(within(drawer).getByRole('button', { name: 'Quitar la zona 1' })).toHaveProperty('disabled', true);

    await userEvent.type(fee(1), '25');
    await userEvent.click(within(drawer).getByRole('button', { name: 'Agregar zona' }));
    expect([from(2).value, to(2).value, fee(2).value]).toEqual(['1', '2', '$25']);
    await userEvent.clear(to(2));
    await userEvent.type(to(2), '3.5');
    await userEvent.click(within(drawer).getByRole('button', { name: 'Agregar zona' }));
    expect([from(3).value, to(3).value]).toEqual(['3.5', '4.5']);
    expect(within(drawer).getByRole('button', { name: 'Quitar la zona 1' })).toHaveProperty(
      'disabled',
      false,
    );

    // Deleting the middle zone: the next starts where the first ends.
    await userEvent.click(within(drawer).getByRole('button', { name: 'Quitar la zona 2' }));
    expect([from(2).value, to(2).value]).toEqual(['1', '4.5']);
    await userEvent.clear(fee(2));
    await userEvent.type(fee(2), '150.00{Enter}');

    await waitFor(() => expect(api.callsTo('POST', '/v1/pos/delivery-method')).toHaveLength(1));
    expect(api.callsTo('POST', '/v1/pos/delivery-method')[0]?.body).toEqual({
      name: 'Moto',
      flat_fee_amount: 0,
      free_from_amount: null,
      min_purchase_amount: 0,
      delivery_cost_type: 'distance',
      delivery_cost_config: {
        distance: {
          zones: [
            { km: 1, fee: 25 },
            { km: 4.5, fee: 150 },
          ],
        },
      },
    });
  });

  it('a zone that does not pass the previous one is refused under its input', async () => {
    const api = serveDeliveries();
    renderApp('/settings/delivery-methods?create=1', { module: 'shop' });
    const drawer = await drawerTitled('Nuevo método de entrega');
    await userEvent.type(within(drawer).getByLabelText(/^Nombre/), 'Moto');
    await userEvent.click(within(drawer).getByRole('radio', { name: 'Por distancia' }));
    await userEvent.click(within(drawer).getByRole('button', { name: 'Agregar zona' }));
    const to2 = within(drawer).getByLabelText('Hasta (km) de la zona 2');
    await userEvent.clear(to2);
    await userEvent.type(to2, '1');
    fireEvent.submit(to2.closest('form') as HTMLFormElement);
    expect(await within(drawer).findByText('Debe ser mayor que el límite de la zona anterior.')).toBeTruthy();
    expect(api.callsTo('POST', '/v1/pos/delivery-method')).toHaveLength(0);
  });

  it('edits a flat fee; the free-from toggle off sends null', async () => {
    const api = serveDeliveries([FLAT]);
    renderApp('/settings/delivery-methods', { module: 'shop' });
    await userEvent.click(
      (await screen.findAllByRole('button', { name: 'Abrir Reparto' }, { timeout: 5000 }))[0] as HTMLElement,
    );
    const drawer = await drawerTitled('Reparto');
    expect((within(drawer).getByRole('radio', { name: 'Tarifa fija' }) as HTMLInputElement).checked).toBe(
      true,
    );
    const flat = within(drawer).getByLabelText(/^Monto de la tarifa fija/);
    await userEvent.clear(flat);
    await userEvent.type(flat, '45.50');
    await userEvent.click(within(drawer).getByRole('switch', { name: 'Envío gratis a partir de un monto' }));
    await userEvent.click(within(drawer).getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(api.callsTo('PATCH', '/v1/pos/delivery-method/8')).toHaveLength(1));
    expect(api.callsTo('PATCH', '/v1/pos/delivery-method/8')[0]?.body).toEqual({
      name: 'Reparto',
      status: 'active',
      flat_fee_amount: 45.5,
      free_from_amount: null,
      min_purchase_amount: 0,
      delivery_cost_type: 'all',
    });
    expect(await screen.findByText('Los datos se guardaron correctamente.')).toBeTruthy();
  });
});

describe("'Confirmar salida' on the settings drawers", { timeout: 30_000 }, () => {
  it('a clean drawer closes at once', async () => {
    serveDeliveries();
    renderApp('/settings/delivery-methods?create=1', { module: 'shop' });
    const drawer = await drawerTitled('Nuevo método de entrega');
    await userEvent.click(within(drawer).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Nuevo método de entrega' })).toBeNull());
    expect(screen.queryByRole('dialog', { name: 'Confirmar salida' })).toBeNull();
  });

  it('a drawer with changes asks first: ‘Seguir editando’ keeps them, ‘Salir sin guardar’ drops them', async () => {
    const api = servePayments();
    renderApp('/settings/payment-methods?create=1', { module: 'shop' });
    const drawer = await drawerTitled('Nuevo método de pago');
    await userEvent.type(within(drawer).getByRole('textbox', { name: /^Nombre/ }), 'Efectivo');
    await userEvent.click(within(drawer).getByRole('button', { name: 'Cancelar' }));

    const ask = await screen.findByRole('dialog', { name: 'Confirmar salida' });
    await userEvent.click(within(ask).getByRole('button', { name: 'Seguir editando' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Confirmar salida' })).toBeNull());
    expect(within(drawer).getByRole('textbox', { name: /^Nombre/ })).toHaveProperty('value', 'Efectivo');

    fireEvent.keyDown(within(drawer).getByRole('textbox', { name: /^Nombre/ }), { key: 'Escape' });
    const again = await screen.findByRole('dialog', { name: 'Confirmar salida' });
    await userEvent.click(within(again).getByRole('button', { name: 'Salir sin guardar' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Nuevo método de pago' })).toBeNull());
    expect(api.callsTo('POST', '/v1/pos/payment-method')).toHaveLength(0);
  });
});
