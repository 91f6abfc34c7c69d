import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type CatalogBusiness, catalogCaller, createCatalogBusiness } from './helpers/catalog-fixture';
import { startTestApp, type TestApp } from './helpers/test-app';

type Call = Awaited<ReturnType<typeof catalogCaller>>;

let t: TestApp;
let biz: CatalogBusiness;
let manager: Call;
let reader: Call;
let otherManager: Call;
let categoryId: number;
let modifierId: number;

beforeAll(async () => {
  t = await startTestApp();
  biz = await createCatalogBusiness(t.database.db, 'prod-cat');
  const other = await createCatalogBusiness(t.database.db, 'otra-cat');
  manager = await catalogCaller(t, biz.manager);
  reader = await catalogCaller(t, biz.reader);
  otherManager = await catalogCaller(t, other.manager);
  categoryId = (await manager('POST', '/v1/product/category', { name: 'Tacos' })).json().data.id;
  modifierId = (
    await manager('POST', '/v1/product/modifier', { name: 'Salsa', options: [{ name: 'Verde', price: 0 }] })
  ).json().data.id;
});
afterAll(async () => {
  await t?.close();
});

const TACO = {
  type: 'physical',
  name: 'Taco al pastor',
  description: 'Con piña',
  price: 25.5,
  variants: [
    { name: 'Sencillo', price: 25.5 },
    { name: 'Con queso', price: 32 },
  ],
};

describe('POST /v1/product/product and GET /v1/product/product/{id}', () => {
  it('creates a physical product with its category, variants and modifiers; reads it back', async () => {
    const created = await manager('POST', '/v1/product/product', {
      ...TACO,
      category_id: categoryId,
      modifiers: [modifierId],
    });
    expect(created.statusCode, created.body).toBe(200);
    const product = created.json().data;
    expect(product).toMatchObject({
      type: 'physical',
      name: 'Taco al pastor',
      price: 25.5,
      duration_mins: null,
      category_id: categoryId,
      status: 'active',
      stock_enabled: false,
      stock_quantity: null,
      modifiers: [modifierId],
      variants: [
        { name: 'Sencillo', price: 25.5, active: true },
        { name: 'Con queso', price: 32, active: true },
      ],
    });
    const read = await reader('GET', `/v1/product/product/${product.id}?with=users`);
    expect(read.statusCode).toBe(200);
    expect(read.json().data).toEqual(product);
  });

  it('a service gets 5 minutes and colour #888888 by default, and keeps its employees', async () => {
    const created = await manager('POST', '/v1/product/product', {
      type: 'service',
      name: 'Corte',
      price: 150,
      users: biz.employees,
      bookings_per_block: 2,
    });
    expect(created.statusCode, created.body).toBe(200);
    expect(created.json().data).toMatchObject({
      duration_mins: 5,
      color: '#888888',
      bookings_per_block: 2,
      users: [...biz.employees].sort((a, b) => a - b),
    });
  });

  it('refuses each bad field with its Spanish message (422 per field)', async () => {
    const cases: [object, Record<string, string[]>][] = [
      [
        { type: 'service', name: 'Corte', duration_mins: 3 },
        { duration_mins: ['El tiempo mínimo es de 5 minutos.'] },
      ],
      [
        { type: 'service', name: 'Corte', duration_mins: 12 },
        { duration_mins: ['La duración debe ir en pasos de 5 minutos.'] },
      ],
      [
        { type: 'service', name: 'Corte', bookings_per_block: 101 },
        { bookings_per_block: ['Elige ilimitado (0) o de 1 a 100 registros por bloque.'] },
      ],
      [
        { type: 'service', name: 'Corte', color: 'rojo' },
        { color: ['Elige un color válido (por ejemplo #888888).'] },
      ],
      [
        {
          ...TACO,
          variants: [
            { name: '', price: 10 },
            { name: 'Doble', price: null },
          ],
        },
        {
          'variants.0.name': ['Ingresa el nombre de la variante.'],
          'variants.1.price': ['Ingresa el precio de la variante.'],
        },
      ],
      [{ ...TACO, stock_enabled: true }, { stock_quantity: ['Ingresa la cantidad en existencia.'] }],
      [
        { ...TACO, stock_enabled: true, stock_quantity: -1 },
        { stock_quantity: ['La existencia debe ser un número entero de 0 o más.'] },
      ],
      [{ ...TACO, name: ' ' }, { name: ['Ingresa el nombre.'] }],
      [{ ...TACO, name: 'x'.repeat(101) }, { name: ['El nombre admite como máximo 100 caracteres.'] }],
      [
        { ...TACO, description: 'x'.repeat(256) },
        { description: ['La descripción admite como máximo 255 caracteres.'] },
      ],
      [{ ...TACO, price: 10.123 }, { price: ['Ingresa un precio válido, por ejemplo 45 o 45.50.'] }],
    ];
    for (const [payload, errors] of cases) {
      const response = await manager('POST', '/v1/product/product', payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(422);
      expect(response.json().errors).toEqual(errors);
    }
  });

  it("refuses another location's category, modifier or employee as if it did not exist", async () => {
    const response = await otherManager('POST', '/v1/product/product', {
      ...TACO,
      category_id: categoryId,
      modifiers: [modifierId],
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({
      category_id: ['La categoría no existe.'],
      modifiers: ['Uno de los modificadores no existe.'],
    });
    const service = await otherManager('POST', '/v1/product/product', {
      type: 'service',
      name: 'Corte',
      users: [biz.employees[0]],
    });
    expect(service.json().errors).toEqual({ users: ['Una de las personas no existe en este negocio.'] });
  });
});

describe('SAT keys for invoicing', () => {
  it('a product without keys gets those proposed from its category; keys sent are kept', async () => {
    const taco = (await manager('POST', '/v1/product/product', { ...TACO, category_id: categoryId })).json()
      .data;
    expect([taco.sat_product_key, taco.sat_unit_key]).toEqual(['90101501', 'E48']);
    const drinks = (await manager('POST', '/v1/product/category', { name: 'Bebidas' })).json().data.id;
    const water = (
      await manager('POST', '/v1/product/product', {
        type: 'physical',
        name: 'Agua de jamaica',
        category_id: drinks,
      })
    ).json().data;
    expect([water.sat_product_key, water.sat_unit_key]).toEqual(['50202300', 'H87']);
    const own = (
      await manager('POST', '/v1/product/product', {
        ...TACO,
        sat_product_key: '50192100',
        sat_unit_key: 'kgm',
      })
    ).json().data;
    expect([own.sat_product_key, own.sat_unit_key]).toEqual(['50192100', 'KGM']);
    const service = (await manager('POST', '/v1/product/product', { type: 'service', name: 'Corte' })).json()
      .data;
    expect(service.sat_product_key).toBeNull();
  });

  it.each([
    ['9010', 'pieza'],
    ['12345678', 'ZZ9'],
  ])('refuses keys outside the SAT catalogue (%s, %s) with Spanish messages', async (product, unit) => {
    const response = await manager('POST', '/v1/product/product', {
      ...TACO,
      sat_product_key: product,
      sat_unit_key: unit,
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({
      sat_product_key: ['Elige una clave de producto o servicio del catálogo del SAT.'],
      sat_unit_key: ['Elige una clave de unidad del catálogo del SAT (por ejemplo H87, Pieza).'],
    });
  });
});

describe('PATCH /v1/product/product/{id}', () => {
  it('edits fields, replaces variants (kept by id), turns stock on and off', async () => {
    const product = (await manager('POST', '/v1/product/product', TACO)).json().data;
    const [single] = product.variants;
    const patched = await manager('PATCH', `/v1/product/product/${product.id}`, {
      price: 27,
      status: 'inactive',
      stock_enabled: true,
      stock_quantity: 12,
      variants: [
        { id: single.id, name: 'Sencillo', price: 27 },
        { name: 'Gringa', price: 45 },
      ],
    });
    expect(patched.statusCode, patched.body).toBe(200);
    expect(patched.json().data).toMatchObject({
      price: 27,
      status: 'inactive',
      stock_enabled: true,
      stock_quantity: 12,
      variants: [
        { id: single.id, name: 'Sencillo', price: 27 },
        { name: 'Gringa', price: 45 },
      ],
    });
    expect(patched.json().data.variants).toHaveLength(2);
    const unlimited = await manager('PATCH', `/v1/product/product/${product.id}`, { stock_enabled: false });
    expect(unlimited.json().data).toMatchObject({ stock_enabled: false, stock_quantity: null });
  });

  it('refuses changing the type, a variant of another product and a service without duration', async () => {
    const product = (await manager('POST', '/v1/product/product', TACO)).json().data;
    const other = (await manager('POST', '/v1/product/product', TACO)).json().data;
    const type = await manager('PATCH', `/v1/product/product/${product.id}`, { type: 'service' });
    expect(type.statusCode).toBe(422);
    expect(type.json().errors).toEqual({ type: ['El tipo no se puede cambiar.'] });
    const variant = await manager('PATCH', `/v1/product/product/${product.id}`, {
      variants: [{ id: other.variants[0].id, name: 'Robada', price: 1 }],
    });
    expect(variant.statusCode, variant.body).toBe(422);
    expect(variant.json().errors).toEqual({ 'variants.0.id': ['La variante no pertenece a este producto.'] });
    const service = (await manager('POST', '/v1/product/product', { type: 'service', name: 'Barba' })).json()
      .data;
    const noDuration = await manager('PATCH', `/v1/product/product/${service.id}`, { duration_mins: null });
    expect(noDuration.json().errors).toEqual({ duration_mins: ['El tiempo mínimo es de 5 minutos.'] });
  });
});

describe('taxes: the price includes IVA (and IEPS); the pre-tax base is derived', () => {
  it('IVA 16 % by default; IEPS and an exempt IVA are kept and change the base', async () => {
    const plain = (
      await manager('POST', '/v1/product/product', { type: 'physical', name: 'Torta', price: 116 })
    ).json().data;
    expect(plain).toMatchObject({
      price: 116,
      tax_iva: 'iva16',
      ieps_percent: null,
      pre_tax_price: '100.0000',
    });
    const soda = await manager('POST', '/v1/product/product', {
      type: 'physical',
      name: 'Refresco',
      price: 100,
      ieps_percent: 8,
    });
    expect(soda.json().data).toMatchObject({ tax_iva: 'iva16', ieps_percent: 8, pre_tax_price: '79.8212' });
    const exempt = await manager('PATCH', `/v1/product/product/${soda.json().data.id}`, {
      tax_iva: 'exento',
    });
    expect(exempt.json().data).toMatchObject({
      tax_iva: 'exento',
      ieps_percent: 8,
      pre_tax_price: '92.5926',
    });
  });

  it('refuses an unknown IVA and an IEPS rate out of range with Spanish messages', async () => {
    const answer = await manager('POST', '/v1/product/product', {
      type: 'physical',
      name: 'Mezcal',
      price: 100,
      tax_iva: 'iva8',
      ieps_percent: 250,
    });
    expect(answer.statusCode).toBe(422);
    expect(answer.json().errors).toEqual({
      tax_iva: ['Elige el IVA: 16 %, 0 % o exento.'],
      ieps_percent: ['La tasa de IEPS debe ser un porcentaje de 0 a 200 con hasta 4 decimales.'],
    });
  });
});

describe('roles, other companies and the list', () => {
  it('a menu reader reads but cannot create or edit (403); another company gets 404', async () => {
    const product = (await manager('POST', '/v1/product/product', TACO)).json().data;
    expect((await reader('POST', '/v1/product/product', TACO)).statusCode).toBe(403);
    expect((await reader('PATCH', `/v1/product/product/${product.id}`, { price: 1 })).statusCode).toBe(403);
    expect((await reader('POST', '/v1/product/product/search', {})).statusCode).toBe(200);
    const foreign = await otherManager('GET', `/v1/product/product/${product.id}`);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().message).toBe('Producto no encontrado.');
    expect((await otherManager('PATCH', `/v1/product/product/${product.id}`, { price: 1 })).statusCode).toBe(
      404,
    );
  });

  it('the shop list pages physical products 20 at a time with stock and category', async () => {
    const before = (
      await manager('POST', '/v1/product/product/search', { filters: { type: 'physical' } })
    ).json().pagination.total_items;
    for (let index = 0; index < 21 - before; index += 1) {
      await manager('POST', '/v1/product/product', {
        ...TACO,
        name: `Producto ${String(index).padStart(2, '0')}`,
      });
    }
    const page = await manager('POST', '/v1/product/product/search', { filters: { type: 'physical' } });
    expect(page.json().pagination).toMatchObject({ total_items: Math.max(before, 21), limit: 20, count: 20 });
    expect(page.json().data[0]).toMatchObject({ stock_enabled: false, stock_quantity: null });
    expect(page.json().data[0]).toHaveProperty('category_id');
  });
});
