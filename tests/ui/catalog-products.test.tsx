import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ProductListItem } from '../../src/domain/contract/catalog-product';
import { PRODUCT_IMAGE_LIMIT_MESSAGE } from '../../src/domain/contract/catalog-product';
import { PRODUCT_IMAGE_MESSAGES } from '../../src/domain/rules/product-image';
import { backOfficeApi } from './helpers/back-office-api';
import { catalogProduct } from './helpers/catalog-product-fixture';
import { type Reply, rejected } from './helpers/fake-api';
import { renderApp } from './helpers/render-app';
import { eachTestStarts } from './helpers/session-hooks';

const TACO = catalogProduct({
  id: 7,
  name: 'Taco al pastor',
  price: 25,
  category_id: 3,
  sku: null,
  variants: [{ id: 40, name: 'Sencillo', price: 25, active: true }],
  pre_tax_price: '21.5517',
});

const ROW: ProductListItem = {
  id: 7,
  name: 'Taco al pastor',
  price: 25,
  duration_mins: null,
  status: 'active',
  waitlistStatus: 'active',
  type: 'physical',
  color: null,
  user_ids: [],
  sku: null,
  category_id: 3,
  thumb_url: null,
  stock_enabled: false,
  stock_quantity: null,
};

const page = <T,>(data: T[]) => ({
  body: { data, pagination: { total_items: data.length, limit: 20, offset: 0, count: data.length } },
});

function serve(
  roles: string[],
  products: ProductListItem[],
  save = (body: unknown): Reply => ({ body: { data: { ...TACO, ...(body as object) } } }),
) {
  return backOfficeApi(roles, {
    'POST /v1/product/product/search': () => page(products),
    'POST /v1/product/category/search': () =>
      page([
        { id: 3, name: 'Tacos', status: 'active', sort_order: 0 },
        { id: 4, name: 'Bebidas', status: 'active', sort_order: 1 },
      ]),
    'POST /v1/product/modifier/search': () => page([]),
    'GET /v1/product/product/7': () => ({ body: { data: TACO } }),
    'POST /v1/product/product': save,
    'PATCH /v1/product/product/7': save,
    'PUT /v1/product/product/7/image': (body) => ({
      body: {
        data: {
          ...TACO,
          image_url: '/v1/public/product-image/7?v=nueva',
          thumb_url: 'x',
          ...(body as object),
        },
      },
    }),
    'DELETE /v1/product/product/7/image': () => ({ body: { data: TACO } }),
  });
}

eachTestStarts({ signedIn: true });

describe('products (shop-product-list)', { timeout: 30_000 }, () => {
  it('lists products with their price and “Ilimitado” stock', async () => {
    serve(['menu-manager'], [ROW]);
    renderApp('/settings/products', { module: 'shop' });
    // The table (tablets) and the cards (phones) are both in the page; CSS shows one.
    expect((await screen.findAllByText('Taco al pastor', {}, { timeout: 5000 })).length).toBeGreaterThan(0);
    expect(screen.getAllByText('Ilimitado').length).toBeGreaterThan(0);
    expect(screen.getAllByText('$25.00').length).toBeGreaterThan(0);
  });

  it('shows the empty state', async () => {
    serve(['menu-manager'], []);
    renderApp('/settings/products', { module: 'shop' });
    expect(await screen.findByText('Aún no hay productos.', {}, { timeout: 5000 })).toBeTruthy();
  });

  it('checks name, stock and variants before sending, then creates the product', async () => {
    const api = serve(['menu-manager'], []);
    renderApp('/settings/products', { module: 'shop' });
    await userEvent.click(await screen.findByRole('button', { name: 'Crear producto' }));
    await userEvent.click(await screen.findByRole('switch', { name: /Controlar existencia/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Agregar variante' }));
    await userEvent.click(screen.getByRole('button', { name: 'Guardar' }));

    expect(await screen.findByText('Ingresa el nombre.')).toBeTruthy();
    expect(screen.getByText('Ingresa la cantidad en existencia.')).toBeTruthy();
    expect(screen.getByText('Ingresa el nombre de la variante.')).toBeTruthy();
    expect(screen.getByText('Ingresa el precio de la variante.')).toBeTruthy();
    expect(api.callsTo('POST', '/v1/product/product')).toHaveLength(0);

    await userEvent.type(screen.getByLabelText(/^Nombre\W*$/), 'Gringa');
    await userEvent.type(screen.getByLabelText(/^Precio con IVA incluido/), '45.50');
    expect(screen.getByText('Precio antes de impuestos: $39.2241')).toBeTruthy();
    await userEvent.type(screen.getByLabelText('Existencia'), '12');
    await userEvent.type(screen.getByLabelText('Nombre de la variante 1'), 'Grande');
    await userEvent.type(screen.getByLabelText('Precio de la variante 1'), '55');
    await userEvent.click(screen.getByRole('button', { name: 'Guardar' }));

    expect(await screen.findByText('Los datos se guardaron correctamente.')).toBeTruthy();
    expect(api.callsTo('POST', '/v1/product/product')[0]?.body).toEqual({
      type: 'physical',
      name: 'Gringa',
      description: null,
      category_id: null,
      sku: null,
      price: 45.5,
      stock_enabled: true,
      stock_quantity: 12,
      variants: [{ name: 'Grande', price: 55, active: true }],
      modifiers: [],
      status: 'active',
      sat_product_key: '90101501',
      sat_unit_key: 'E48',
      tax_iva: 'iva16',
      ieps_percent: null,
    });
  });

  it('derives the pre-tax base from the price with IVA included, its IEPS and an exempt IVA', async () => {
    const api = serve(['menu-manager'], []);
    renderApp('/settings/products', { module: 'shop' });
    await userEvent.click(await screen.findByRole('button', { name: 'Crear producto' }, { timeout: 5000 }));
    await userEvent.type(await screen.findByLabelText(/^Nombre\W*$/), 'Refresco');
    await userEvent.type(screen.getByLabelText(/^Precio con IVA incluido/), '100');
    await userEvent.type(screen.getByLabelText(/IEPS/), '8');
    expect(await screen.findByText('Precio antes de impuestos: $79.8212')).toBeTruthy();
    const iva = screen.getByText('IVA') as HTMLLabelElement;
    await userEvent.click(document.getElementById(iva.htmlFor) as HTMLElement);
    await userEvent.click(await screen.findByRole('option', { name: 'Exento de IVA' }));
    expect(await screen.findByText('Precio antes de impuestos: $92.5926')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(api.callsTo('POST', '/v1/product/product')).toHaveLength(1));
    expect(api.callsTo('POST', '/v1/product/product')[0]?.body).toMatchObject({
      price: 100,
      tax_iva: 'exento',
      ieps_percent: 8,
    });
  });

  it('proposes the SAT keys of the chosen category; the keys are searchable by code or description', async () => {
    const api = serve(['menu-manager'], []);
    renderApp('/settings/products', { module: 'shop' });
    await userEvent.click(await screen.findByRole('button', { name: 'Crear producto' }, { timeout: 5000 }));
    const keyBox = (name: RegExp) =>
      screen.getAllByLabelText(name).find((element) => element.tagName === 'INPUT') as HTMLInputElement;
    await screen.findAllByLabelText(/Clave SAT de producto/);
    const productKey = keyBox(/Clave SAT de producto/);
    expect(productKey.value).toBe('90101501 · Restaurantes');
    const label = screen.getByText('Categoría') as HTMLLabelElement;
    await userEvent.click(document.getElementById(label.htmlFor) as HTMLElement);
    await userEvent.click(await screen.findByRole('option', { name: 'Bebidas' }));
    expect(productKey.value).toBe('50202300 · Bebidas no alcohólicas');
    expect(keyBox(/Clave SAT de unidad/).value).toBe('H87 · Pieza');

    await userEvent.clear(productKey);
    await userEvent.type(productKey, 'refres');
    await userEvent.click(await screen.findByRole('option', { name: '50202306 · Refrescos' }));
    await userEvent.type(screen.getByLabelText(/^Nombre\W*$/), 'Refresco');
    await userEvent.type(screen.getByLabelText(/^Precio con IVA incluido/), '30');
    await userEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(api.callsTo('POST', '/v1/product/product')).toHaveLength(1));
    expect(api.callsTo('POST', '/v1/product/product')[0]?.body).toMatchObject({
      sat_product_key: '50202306',
      sat_unit_key: 'H87',
    });
  });

  it('edits a product keeping its variant ids and shows the server’s errors under the inputs', async () => {
    const api = serve(['menu-manager'], [ROW], () =>
      rejected('variants.0.name', 'El nombre admite como máximo 100 caracteres.'),
    );
    renderApp('/settings/products', { module: 'shop' });
    await userEvent.click(
      (await screen.findAllByRole('button', { name: 'Abrir Taco al pastor' }))[0] as HTMLElement,
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Guardar' }));

    expect(await screen.findByText('El nombre admite como máximo 100 caracteres.')).toBeTruthy();
    await waitFor(() => expect(api.callsTo('PATCH', '/v1/product/product/7')).toHaveLength(1));
    expect(api.callsTo('PATCH', '/v1/product/product/7')[0]?.body).toMatchObject({
      category_id: 3,
      variants: [{ id: 40, name: 'Sencillo', price: 25, active: true }],
    });
  });

  it('a menu reader sees the list and the product but cannot create or save', async () => {
    serve(['menu-reader'], [ROW]);
    renderApp('/settings/products', { module: 'shop' });
    await userEvent.click(
      (await screen.findAllByRole('button', { name: 'Abrir Taco al pastor' }))[0] as HTMLElement,
    );
    expect(await screen.findByRole('button', { name: 'Cerrar' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Guardar' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Crear producto' })).toBeNull();
  });
});

describe('a product opened from the address (?producto=)', { timeout: 30_000 }, () => {
  it('opens that product’s drawer filled; closing it clears the parameter', async () => {
    serve(['menu-manager'], [ROW]);
    const { router } = renderApp('/settings/products?producto=7', { module: 'shop' });
    const drawer = await screen.findByRole('dialog', { name: 'Taco al pastor' }, { timeout: 5000 });
    expect((within(drawer).getByLabelText(/^Nombre\W*$/) as HTMLInputElement).value).toBe('Taco al pastor');
    expect((within(drawer).getByLabelText('Nombre de la variante 1') as HTMLInputElement).value).toBe(
      'Sencillo',
    );
    expect(router.state.location.search).toEqual({ producto: 7 });

    await userEvent.click(within(drawer).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(router.state.location.search).toEqual({}));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(router.state.location.pathname).toBe('/settings/products');
  });

  it('opening a row puts its id in the address', async () => {
    serve(['menu-manager'], [ROW]);
    const { router } = renderApp('/settings/products', { module: 'shop' });
    await userEvent.click(
      (
        await screen.findAllByRole('button', { name: 'Abrir Taco al pastor' }, { timeout: 5000 })
      )[0] as HTMLElement,
    );
    expect(await screen.findByRole('dialog', { name: 'Taco al pastor' })).toBeTruthy();
    expect(router.state.location.search).toEqual({ producto: 7 });
  });

  it('an id this location cannot read shows the list with a notice, not a drawer', async () => {
    serve(['menu-manager'], [ROW]);
    const { router } = renderApp('/settings/products?producto=99', { module: 'shop' });
    expect(
      await screen.findByText('Ese producto no existe o es de otra sucursal.', {}, { timeout: 5000 }),
    ).toBeTruthy();
    expect(screen.getAllByText('Taco al pastor').length).toBeGreaterThan(0);
    await waitFor(() => expect(router.state.location.search).toEqual({}));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('a service’s id is not opened as a product', async () => {
    backOfficeApi(['menu-manager'], {
      'POST /v1/product/product/search': () => page([ROW]),
      'GET /v1/product/product/8': () => ({ body: { data: catalogProduct({ id: 8, type: 'service' }) } }),
    });
    const { router } = renderApp('/settings/products?producto=8', { module: 'shop' });
    expect(
      await screen.findByText('Ese producto no existe o es de otra sucursal.', {}, { timeout: 5000 }),
    ).toBeTruthy();
    await waitFor(() => expect(router.state.location.search).toEqual({}));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

/** The crop's result in these tests: jsdom neither decodes pictures nor draws on a canvas. */
const CROPPED = 'data:image/jpeg;base64,/9j/2wBDAA==';

/** A picture file of that size, as the browser would decode it. */
function pictureOfSize(width: number, height: number) {
  class DecodedImage {
    naturalWidth = width;
    naturalHeight = height;
    onload: (() => void) | null = null;
    onerror: (() => void) | null = null;
    set src(_: string) {
      queueMicrotask(() => this.onload?.());
    }
  }
  vi.stubGlobal('Image', DecodedImage);
  vi.stubGlobal(
    'URL',
    Object.assign(URL, { createObjectURL: () => 'blob:foto', revokeObjectURL: () => undefined }),
  );
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue({
    fillStyle: '',
    fillRect: () => undefined,
    drawImage: () => undefined,
  } as unknown as CanvasRenderingContext2D);
  vi.spyOn(HTMLCanvasElement.prototype, 'toDataURL').mockReturnValue(CROPPED);
  return new File(['foto'], 'foto.png', { type: 'image/png' });
}

async function chooseFile(file: File) {
  await userEvent.upload(document.querySelector('input[type="file"]') as HTMLInputElement, file);
}

describe('the product image', { timeout: 30_000 }, () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('shows each product’s picture in the list', async () => {
    serve(['menu-manager'], [{ ...ROW, thumb_url: '/v1/public/product-image/7?v=abc' }]);
    renderApp('/settings/products', { module: 'shop' });
    const pictures = await screen.findAllByRole(
      'img',
      { name: 'Imagen de Taco al pastor' },
      { timeout: 5000 },
    );
    expect(pictures[0]?.getAttribute('src')).toBe('/v1/public/product-image/7?v=abc');
  });

  it('a chosen picture is cropped, shown, and sent after the product is saved', async () => {
    const api = serve(['menu-manager'], [ROW]);
    renderApp('/settings/products', { module: 'shop' });
    await userEvent.click(
      (
        await screen.findAllByRole('button', { name: 'Abrir Taco al pastor' }, { timeout: 5000 })
      )[0] as HTMLElement,
    );
    await screen.findByRole('button', { name: 'Subir imagen' });
    await chooseFile(pictureOfSize(1600, 900));
    await waitFor(() =>
      expect(screen.getByRole('img', { name: 'Imagen de Taco al pastor' }).getAttribute('src')).toBe(CROPPED),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Guardar' }));

    await waitFor(() => expect(api.callsTo('PUT', '/v1/product/product/7/image')).toHaveLength(1));
    expect(api.callsTo('PATCH', '/v1/product/product/7')).toHaveLength(1);
    expect(api.callsTo('PUT', '/v1/product/product/7/image')[0]?.body).toEqual({ image: CROPPED });
  });

  it('a new product whose picture is refused is saved without it, and the owner is told why', async () => {
    const api = backOfficeApi(['menu-manager'], {
      'POST /v1/product/product/search': () => page([]),
      'POST /v1/product/category/search': () => page([]),
      'POST /v1/product/modifier/search': () => page([]),
      'POST /v1/product/product': (body) => ({ body: { data: { ...TACO, ...(body as object) } } }),
      'PUT /v1/product/product/7/image': () => ({
        status: 429,
        body: { message: PRODUCT_IMAGE_LIMIT_MESSAGE, code: 'TOO_MANY_REQUESTS' },
      }),
    });
    renderApp('/settings/products', { module: 'shop' });
    await userEvent.click(await screen.findByRole('button', { name: 'Crear producto' }, { timeout: 5000 }));
    await screen.findByRole('button', { name: 'Subir imagen' });
    await chooseFile(pictureOfSize(800, 800));
    await userEvent.type(screen.getByLabelText(/^Nombre\W*$/), 'Gringa');
    await userEvent.type(screen.getByLabelText(/^Precio con IVA incluido/), '45');
    await userEvent.click(screen.getByRole('button', { name: 'Guardar' }));

    expect(
      await screen.findByText(
        'El producto se guardó, pero su imagen no: Subiste muchas imágenes en poco tiempo. Intenta de nuevo en una hora. Ábrelo de nuevo para subirla.',
      ),
    ).toBeTruthy();
    expect(screen.queryByText('Los datos se guardaron correctamente.')).toBeNull();
    // The drawer closed: a second 'Guardar' cannot create the product twice.
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Guardar' })).toBeNull());
    expect(api.callsTo('POST', '/v1/product/product')).toHaveLength(1);
    expect(api.callsTo('PUT', '/v1/product/product/7/image')).toHaveLength(1);
  });

  it('a picture under 500 px is refused before anything is sent', async () => {
    const api = serve(['menu-manager'], [ROW]);
    renderApp('/settings/products', { module: 'shop' });
    await userEvent.click(await screen.findByRole('button', { name: 'Crear producto' }, { timeout: 5000 }));
    await screen.findByRole('button', { name: 'Subir imagen' });
    await chooseFile(pictureOfSize(480, 640));
    expect(await screen.findByText(PRODUCT_IMAGE_MESSAGES.tooSmall)).toBeTruthy();
    expect(api.callsTo('PUT', '/v1/product/product/7/image')).toHaveLength(0);
  });

  it('‘Quitar’ removes the saved picture when the product is saved', async () => {
    const api = backOfficeApi(['menu-manager'], {
      'POST /v1/product/product/search': () => page([ROW]),
      'POST /v1/product/category/search': () => page([]),
      'POST /v1/product/modifier/search': () => page([]),
      'GET /v1/product/product/7': () => ({
        body: { data: { ...TACO, image_url: '/v1/public/product-image/7?v=a' } },
      }),
      'PATCH /v1/product/product/7': () => ({ body: { data: TACO } }),
      'DELETE /v1/product/product/7/image': () => ({ body: { data: TACO } }),
    });
    renderApp('/settings/products', { module: 'shop' });
    await userEvent.click(
      (
        await screen.findAllByRole('button', { name: 'Abrir Taco al pastor' }, { timeout: 5000 })
      )[0] as HTMLElement,
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Quitar' }));
    expect(screen.getByRole('button', { name: 'Subir imagen' })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(api.callsTo('DELETE', '/v1/product/product/7/image')).toHaveLength(1));
  });
});
