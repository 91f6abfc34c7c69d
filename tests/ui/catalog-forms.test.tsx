import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { backOfficeApi } from './helpers/back-office-api';
import { catalogProduct } from './helpers/catalog-product-fixture';
import type { Reply } from './helpers/fake-api';
import { renderApp } from './helpers/render-app';
import { eachTestStarts } from './helpers/session-hooks';

const page = (data: unknown[]): Reply => ({
  body: { data, pagination: { total_items: data.length, limit: 20, offset: 0, count: data.length } },
});
const echo = (body: unknown): Reply => ({ body: { data: { id: 1, options: [], ...(body as object) } } });

eachTestStarts({ signedIn: true });

describe('catalog forms', { timeout: 30_000 }, () => {
  it('the modifier sheet starts with 3 rows, keeps only digits in prices and drops nameless rows', async () => {
    const api = backOfficeApi(['menu-manager'], {
      'POST /v1/product/modifier/search': () => page([]),
      'POST /v1/product/modifier': echo,
    });
    renderApp('/settings/products/modifiers', { module: 'shop' });
    await userEvent.click(
      await screen.findByRole('button', { name: 'Crear modificador' }, { timeout: 5000 }),
    );
    expect(await screen.findByLabelText('Opción 3')).toBeTruthy();
    expect(screen.queryByLabelText('Opción 4')).toBeNull();

    await userEvent.type(screen.getByLabelText(/^Nombre\W*$/), 'Salsa extra');
    await userEvent.type(screen.getByLabelText('Opción 1'), 'Habanero');
    const price = screen.getByLabelText('Precio de la opción 1');
    await userEvent.type(price, '$1a2.5');
    expect((price as HTMLInputElement).value).toBe('12.5');
    await userEvent.type(screen.getByLabelText('Opción 3'), 'Verde');
    await userEvent.type(screen.getByLabelText('Selección mínima'), '{backspace}2');
    await userEvent.type(screen.getByLabelText(/Selección máxima/), '1');
    await userEvent.click(screen.getByRole('button', { name: 'Guardar' }));

    expect(await screen.findByText('La selección máxima no puede ser menor que la mínima.')).toBeTruthy();
    expect(api.callsTo('POST', '/v1/product/modifier')).toHaveLength(0);

    await userEvent.clear(screen.getByLabelText(/Selección máxima/));
    await userEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(api.callsTo('POST', '/v1/product/modifier')).toHaveLength(1));
    expect(api.callsTo('POST', '/v1/product/modifier')[0]?.body).toEqual({
      name: 'Salsa extra',
      code: '',
      min_options: 2,
      max_options: null,
      options: [
        { name: 'Habanero', price: 12.5, active: true },
        { name: 'Verde', price: 0, active: true },
      ],
    });
  });

  it('?servicio=<id> opens that service’s dialog filled; closing it clears the parameter', async () => {
    backOfficeApi(['waitlist-manager'], {
      'POST /v1/product/product/search': () => page([]),
      'POST /v1/business/employee/search': () => page([]),
      'GET /v1/product/product/9': () => ({
        body: { data: catalogProduct({ id: 9, type: 'service', name: 'Corte', duration_mins: 30 }) },
      }),
    });
    const { router } = renderApp('/settings/services?servicio=9', { module: 'waitlist' });
    const dialog = await screen.findByRole('dialog', { name: 'Corte' }, { timeout: 5000 });
    expect((within(dialog).getByLabelText(/^Nombre\W*$/) as HTMLInputElement).value).toBe('Corte');
    expect((within(dialog).getByLabelText(/Duración/) as HTMLInputElement).value).toBe('30');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(router.state.location.search).toEqual({}));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('the service dialog refuses less than 5 minutes or off-step durations, then creates it with #888888', async () => {
    const api = backOfficeApi(['waitlist-manager'], {
      'POST /v1/product/product/search': () => page([]),
      'POST /v1/business/employee/search': () =>
        page([{ id: 4, name: 'Beatriz', work_title: null, status: 'active' }]),
      'POST /v1/product/product': echo,
    });
    renderApp('/settings/services', { module: 'waitlist' });
    await userEvent.click(await screen.findByRole('button', { name: 'Crear servicio' }, { timeout: 5000 }));
    await userEvent.type(await screen.findByLabelText(/^Nombre\W*$/), 'Corte');
    const duration = screen.getByLabelText(/Duración/);
    await userEvent.clear(duration);
    await userEvent.type(duration, '3');
    await userEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('El tiempo mínimo es de 5 minutos.')).toBeTruthy();

    await userEvent.clear(duration);
    await userEvent.type(duration, '42');
    await userEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('La duración debe ir en pasos de 5 minutos.')).toBeTruthy();
    expect(api.callsTo('POST', '/v1/product/product')).toHaveLength(0);

    await userEvent.clear(duration);
    await userEvent.type(duration, '45');
    await userEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(api.callsTo('POST', '/v1/product/product')).toHaveLength(1));
    expect(api.callsTo('POST', '/v1/product/product')[0]?.body).toEqual({
      type: 'service',
      name: 'Corte',
      description: null,
      duration_mins: 45,
      price: 0,
      color: '#888888',
      users: [],
      bookings_per_block: null,
      status: 'active',
      tax_iva: 'iva16',
      ieps_percent: null,
    });
  });

  it('removing a variant or option row with data asks first (“Sí, eliminar”); an empty row goes at once', async () => {
    backOfficeApi(['menu-manager'], { 'POST /v1/product/modifier/search': () => page([]) });
    renderApp('/settings/products/modifiers', { module: 'shop' });
    await userEvent.click(
      await screen.findByRole('button', { name: 'Crear modificador' }, { timeout: 5000 }),
    );
    await userEvent.type(await screen.findByLabelText('Opción 1'), 'Habanero');
    await userEvent.click(screen.getByRole('button', { name: 'Quitar la opción 1' }));
    const asking = await screen.findByRole('dialog', { name: '¿Eliminar la opción?' });
    expect(within(asking).getByText(/Se quitará «Habanero» de la lista/)).toBeTruthy();
    await userEvent.click(within(asking).getByRole('button', { name: 'Cancelar' }));
    expect((screen.getByLabelText('Opción 1') as HTMLInputElement).value).toBe('Habanero');

    await userEvent.click(screen.getByRole('button', { name: 'Quitar la opción 1' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Sí, eliminar' }));
    await waitFor(() => expect((screen.getByLabelText('Opción 1') as HTMLInputElement).value).toBe(''));
    await userEvent.click(screen.getByRole('button', { name: 'Quitar la opción 2' }));
    expect(screen.queryByLabelText('Opción 2')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Sí, eliminar' })).toBeNull();
  });

  it('a menu-only manager cannot pick who performs a service and sends no employees', async () => {
    const api = backOfficeApi(['menu-manager'], {
      'POST /v1/product/product/search': () => page([]),
      'POST /v1/product/product': echo,
    });
    renderApp('/settings/services', { module: 'waitlist' });
    await userEvent.click(await screen.findByRole('button', { name: 'Crear servicio' }, { timeout: 5000 }));
    await userEvent.type(await screen.findByLabelText(/^Nombre\W*$/), 'Corte');
    expect(screen.getByText('Solo quien administra la lista de espera elige quién lo realiza.')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(api.callsTo('POST', '/v1/product/product')).toHaveLength(1));
    expect(api.callsTo('POST', '/v1/product/product')[0]?.body).not.toHaveProperty('users');
    expect(api.callsTo('POST', '/v1/business/employee/search')).toHaveLength(0);
  });

  it('the category dialog refuses an order above 255', async () => {
    const api = backOfficeApi(['menu-manager'], {
      'POST /v1/product/category/search': () => page([]),
      'POST /v1/product/category': echo,
    });
    renderApp('/settings/products/categories', { module: 'shop' });
    expect(await screen.findByText('Aún no hay categorías.', {}, { timeout: 5000 })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Crear categoría' }));
    await userEvent.type(await screen.findByLabelText(/^Nombre\W*$/), 'Bebidas');
    const order = screen.getByLabelText(/^Orden/);
    await userEvent.clear(order);
    await userEvent.type(order, '300');
    await userEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('El orden debe ser un número entero de 0 a 255.')).toBeTruthy();
    expect(api.callsTo('POST', '/v1/product/category')).toHaveLength(0);

    await userEvent.clear(order);
    await userEvent.type(order, '2');
    await userEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(api.callsTo('POST', '/v1/product/category')).toHaveLength(1));
    expect(api.callsTo('POST', '/v1/product/category')[0]?.body).toEqual({
      name: 'Bebidas',
      sort_order: 2,
      status: 'active',
    });
  });
});
