import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { PosConfiguration } from '../../src/domain/contract/shop';
import { ORDER_ERRORS } from '../../src/domain/contract/shop';
import { backOfficeApi } from './helpers/back-office-api';
import { type Reply, rejected } from './helpers/fake-api';
import { renderApp } from './helpers/render-app';
import { eachTestStarts } from './helpers/session-hooks';

const SAVED: PosConfiguration = {
  order_reception_channel: 'managed',
  order_reception_config: null,
  pickup_enabled: true,
  delivery_enabled: true,
  processing_mins_avg: 10,
  shipping_mins_avg: 10,
  notifications_enabled: true,
};

function serve(
  roles: string[] = ['menu-manager'],
  patch = (body: unknown): Reply => ({ body: { data: body } }),
) {
  return backOfficeApi(roles, {
    'GET /v1/pos/configuration': () => ({ body: { data: SAVED } }),
    'PATCH /v1/pos/configuration': patch,
  });
}

eachTestStarts({ signedIn: true });

describe('shop general settings (menu-settings-general)', () => {
  it('asks for the WhatsApp number before saving the whatsapp channel, and sends it cleaned', async () => {
    const api = serve();
    renderApp('/settings/shop', { module: 'shop' });
    await userEvent.click(await screen.findByText('WhatsApp'));
    await userEvent.click(screen.getByRole('button', { name: 'Guardar' }));

    expect(await screen.findByText(ORDER_ERRORS.whatsappPhoneRequired)).toBeTruthy();
    expect(api.callsTo('PATCH', '/v1/pos/configuration')).toHaveLength(0);

    await userEvent.type(screen.getByLabelText(/Número de WhatsApp/), '55 1234-5678');
    await userEvent.click(screen.getByRole('button', { name: 'Guardar' }));

    expect(await screen.findByText('Los datos se guardaron correctamente.')).toBeTruthy();
    expect(api.callsTo('PATCH', '/v1/pos/configuration')[0]?.body).toEqual({
      ...SAVED,
      order_reception_channel: 'whatsapp',
      order_reception_config: { phone: '5512345678' },
    });
  });

  it('sends the reception config as null for any channel but whatsapp, and a null channel for none', async () => {
    const api = serve();
    renderApp('/settings/shop', { module: 'shop' });
    await userEvent.click(await screen.findByText('Sin recepción'));
    await userEvent.click(screen.getByRole('switch', { name: /Pedidos a domicilio/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Guardar' }));

    await waitFor(() => expect(api.callsTo('PATCH', '/v1/pos/configuration')).toHaveLength(1));
    expect(api.callsTo('PATCH', '/v1/pos/configuration')[0]?.body).toEqual({
      ...SAVED,
      order_reception_channel: null,
      order_reception_config: null,
      delivery_enabled: false,
    });
  });

  it('refuses average minutes off the steps of 5 without calling the server', async () => {
    const api = serve();
    renderApp('/settings/shop', { module: 'shop' });
    const processing = await screen.findByLabelText(/Tiempo promedio de preparación/);
    await userEvent.clear(processing);
    await userEvent.type(processing, '12');
    await userEvent.click(screen.getByRole('button', { name: 'Guardar' }));

    expect(await screen.findByText('Ingresa un tiempo entre 0 y 1440 minutos, en pasos de 5.')).toBeTruthy();
    expect(api.callsTo('PATCH', '/v1/pos/configuration')).toHaveLength(0);
  });

  it('shows the server’s errors under their fields', async () => {
    const api = serve(['menu-manager'], () =>
      rejected('shipping_mins_avg', 'El tiempo de envío no es válido.'),
    );
    renderApp('/settings/shop', { module: 'shop' });
    await userEvent.click(await screen.findByRole('button', { name: 'Guardar' }));

    expect(await screen.findByText('El tiempo de envío no es válido.')).toBeTruthy();
    expect(api.callsTo('PATCH', '/v1/pos/configuration')).toHaveLength(1);
  });

  it('a kitchen employee sees "Sin acceso" and the settings are never asked for', async () => {
    const api = serve(['menu-employee']);
    renderApp('/settings/shop', { module: 'shop' });

    expect(await screen.findByText('Sin acceso')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Guardar' })).toBeNull();
    expect(api.callsTo('GET', '/v1/pos/configuration')).toHaveLength(0);
  });
});
