import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { MenuImportResult } from '../../src/domain/contract/catalog-import';
import { backOfficeApi } from './helpers/back-office-api';
import { renderApp } from './helpers/render-app';
import { eachTestStarts } from './helpers/session-hooks';

const page = <T,>(data: T[]) => ({
  body: { data, pagination: { total_items: data.length, limit: 20, offset: 0, count: data.length } },
});

const NOTHING: MenuImportResult = { ok_count: 0, error_count: 0, categories_created: 0, import_errors: [] };

function serve(roles: string[], answer: MenuImportResult = NOTHING) {
  return backOfficeApi(roles, {
    'POST /v1/product/product/search': () => page([]),
    'POST /v1/product/product/import': () => ({ body: { data: answer } }),
  });
}

const SHEET = [
  'Nombre\tCategoría\tPrecio\tDescripción\tVariantes',
  'Taco al pastor\tTacos\t$1,250.50\tCon piña\t',
  'Agua fresca\tBebidas\t\tDe jamaica\tChica 25, Grande 35',
  '\tTacos\tveinte\t\t',
].join('\n');

const cell = (label: string) => screen.getByLabelText(label) as HTMLInputElement;

eachTestStarts({ signedIn: true });

describe('Importar menú (shop-product-import)', { timeout: 30_000 }, () => {
  it('opens from the products list for a menu manager', async () => {
    serve(['menu-manager']);
    renderApp('/settings/products', { module: 'shop' });
    await userEvent.click(await screen.findByRole('link', { name: 'Importar menú' }, { timeout: 5000 }));
    // The import screen is its own lazy chunk: a loaded machine needs more than the default second.
    expect(await screen.findByRole('heading', { name: 'Importar menú' }, { timeout: 5000 })).toBeTruthy();
    expect(screen.getByRole('columnheader', { name: 'Variantes' })).toBeTruthy();
  });

  it('a pasted spreadsheet block fills the grid from the focused cell; the row errors show and nothing is sent', async () => {
    const api = serve(['menu-manager']);
    renderApp('/settings/products/import', { module: 'shop' });
    await userEvent.click(await screen.findByLabelText('Nombre de la fila 1', {}, { timeout: 5000 }));
    await userEvent.paste(SHEET);

    expect(cell('Nombre de la fila 1').value).toBe('Taco al pastor');
    expect(cell('Precio de la fila 1').value).toBe('$1,250.50');
    expect(cell('Variantes de la fila 2').value).toBe('Chica 25, Grande 35');
    expect(cell('Categoría de la fila 3').value).toBe('Tacos');

    await userEvent.click(screen.getByRole('button', { name: 'Importar 3 productos' }));
    expect(await screen.findByText('Por favor, corrige los errores.')).toBeTruthy();
    expect(screen.getByText('Ingresa el nombre.')).toBeTruthy();
    expect(screen.getByText('Ingresa un precio válido, por ejemplo 45 o 45.50.')).toBeTruthy();
    expect(api.callsTo('POST', '/v1/product/product/import')).toHaveLength(0);
  });

  it('sends the rows in one request, shows the result and keeps the refused row with its server errors', async () => {
    const api = serve(['menu-manager'], {
      ok_count: 1,
      error_count: 1,
      categories_created: 1,
      import_errors: [{ row: 2, errors: { 'variants.0.name': ['Ingresa el nombre de la variante.'] } }],
    });
    renderApp('/settings/products/import', { module: 'shop' });
    await userEvent.click(await screen.findByLabelText('Precio de la fila 1', {}, { timeout: 5000 }));
    // Pasted from the price column: name and category are typed.
    await userEvent.paste('45\tCon queso\n30\t\tChica 30');
    await userEvent.type(cell('Nombre de la fila 1'), 'Quesadilla');
    await userEvent.type(cell('Nombre de la fila 2'), 'Agua');
    await userEvent.type(cell('Categoría de la fila 2'), 'Bebidas');
    await userEvent.click(screen.getByRole('button', { name: 'Importar 2 productos' }));

    const status = await screen.findByRole('status');
    expect(within(status).getByText('Se importó 1 producto. 1 fila no se importó.')).toBeTruthy();
    expect(within(status).getByText('Se creó 1 categoría nueva.')).toBeTruthy();
    expect(api.callsTo('POST', '/v1/product/product/import')[0]?.body).toEqual({
      rows: [
        { row: 1, name: 'Quesadilla', category: '', price: 45, description: 'Con queso', variants: [] },
        {
          row: 2,
          name: 'Agua',
          category: 'Bebidas',
          price: 30,
          description: '',
          variants: [{ name: 'Chica', price: 30 }],
        },
      ],
    });
    await waitFor(() => expect(cell('Nombre de la fila 1').value).toBe('Agua'));
    expect(screen.getByText('Ingresa el nombre de la variante.')).toBeTruthy();
  });

  it('“Borrar contenido” asks first, then empties the grid', async () => {
    serve(['menu-manager']);
    renderApp('/settings/products/import', { module: 'shop' });
    await userEvent.type(await screen.findByLabelText('Nombre de la fila 1', {}, { timeout: 5000 }), 'Flan');
    await userEvent.click(screen.getByRole('button', { name: 'Borrar contenido' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Sí, borrar' }));
    await waitFor(() => expect(cell('Nombre de la fila 1').value).toBe(''));
    await userEvent.click(screen.getByRole('button', { name: 'Agregar fila' }));
    expect(screen.getByLabelText('Nombre de la fila 11')).toBeTruthy();
  });

  it('a menu reader sees no import button', async () => {
    serve(['menu-reader']);
    renderApp('/settings/products', { module: 'shop' });
    expect(await screen.findByText('Aún no hay productos.', {}, { timeout: 5000 })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Importar menú' })).toBeNull();
  });
});
