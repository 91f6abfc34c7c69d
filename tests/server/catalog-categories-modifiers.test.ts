import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type CatalogBusiness, catalogCaller, createCatalogBusiness } from './helpers/catalog-fixture';
import { startTestApp, type TestApp } from './helpers/test-app';

type Call = Awaited<ReturnType<typeof catalogCaller>>;

let t: TestApp;
let biz: CatalogBusiness;
let manager: Call;
let reader: Call;
let otherManager: Call;

beforeAll(async () => {
  t = await startTestApp();
  biz = await createCatalogBusiness(t.database.db, 'cat-mod');
  const other = await createCatalogBusiness(t.database.db, 'otra-cat-mod');
  manager = await catalogCaller(t, biz.manager);
  reader = await catalogCaller(t, biz.reader);
  otherManager = await catalogCaller(t, other.manager);
});
afterAll(async () => {
  await t?.close();
});

describe('categories', () => {
  it('creates, lists by sort order then name, reads and edits', async () => {
    const bebidas = (await manager('POST', '/v1/product/category', { name: 'Bebidas', sort_order: 2 })).json()
      .data;
    await manager('POST', '/v1/product/category', { name: 'Tacos', sort_order: 1 });
    await manager('POST', '/v1/product/category', { name: 'Postres', sort_order: 2 });
    expect(bebidas).toMatchObject({ name: 'Bebidas', sort_order: 2, status: 'active' });
    const list = await reader('POST', '/v1/product/category/search', {});
    expect(list.json().data.map((category: { name: string }) => category.name)).toEqual([
      'Tacos',
      'Bebidas',
      'Postres',
    ]);
    const edited = await manager('PATCH', `/v1/product/category/${bebidas.id}`, {
      sort_order: 0,
      status: 'inactive',
    });
    expect(edited.json().data).toMatchObject({ name: 'Bebidas', sort_order: 0, status: 'inactive' });
    expect((await reader('GET', `/v1/product/category/${bebidas.id}`)).json().data.sort_order).toBe(0);
  });

  it('refuses a sort order outside 0–255 and a missing name; readers and other companies are kept out', async () => {
    for (const sort_order of [-1, 256, 1.5]) {
      const response = await manager('POST', '/v1/product/category', { name: 'Extras', sort_order });
      expect(response.statusCode).toBe(422);
      expect(response.json().errors).toEqual({
        sort_order: ['El orden debe ser un número entero de 0 a 255.'],
      });
    }
    const nameless = await manager('POST', '/v1/product/category', { name: '' });
    expect(nameless.json().errors).toEqual({ name: ['Ingresa el nombre de la categoría.'] });
    const category = (await manager('POST', '/v1/product/category', { name: 'Salsas' })).json().data;
    expect((await reader('POST', '/v1/product/category', { name: 'Nueva' })).statusCode).toBe(403);
    expect((await reader('PATCH', `/v1/product/category/${category.id}`, { name: 'X' })).statusCode).toBe(
      403,
    );
    const foreign = await otherManager('PATCH', `/v1/product/category/${category.id}`, { name: 'Mía' });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().message).toBe('Categoría no encontrada.');
    expect((await otherManager('GET', `/v1/product/category/${category.id}`)).statusCode).toBe(404);
  });
});

describe('modifiers', () => {
  it('makes the code from the name, strips option prices of non-digits and drops nameless rows', async () => {
    const created = await manager('POST', '/v1/product/modifier', {
      name: 'Salsa extra picante',
      min_options: 1,
      max_options: null,
      options: [
        { name: 'Habanero', price: '$ 12.50' },
        { name: '', price: '' },
        { name: 'Verde', price: '' },
        { name: '  ', price: 3 },
      ],
    });
    expect(created.statusCode, created.body).toBe(200);
    expect(created.json().data).toMatchObject({
      name: 'Salsa extra picante',
      code: 'salsa-extra-picante',
      min_options: 1,
      max_options: 0,
      options: [
        { name: 'Habanero', price: 12.5, active: true },
        { name: 'Verde', price: 0, active: true },
      ],
    });
    expect(created.json().data.options).toHaveLength(2);
  });

  it('keeps options by id on edit and lists by name, 20 a page', async () => {
    const modifier = (
      await manager('POST', '/v1/product/modifier', {
        name: 'Aderezos',
        code: 'ADZ',
        options: [{ name: 'Crema' }, { name: 'Queso' }],
      })
    ).json().data;
    expect(modifier.code).toBe('ADZ');
    const [crema] = modifier.options;
    const edited = await manager('PATCH', `/v1/product/modifier/${modifier.id}`, {
      max_options: 2,
      options: [
        { id: crema.id, name: 'Crema ácida', price: 5 },
        { name: 'Guacamole', price: '15' },
      ],
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json().data.options).toEqual([
      { id: crema.id, name: 'Crema ácida', price: 5, active: true },
      { id: expect.any(Number), name: 'Guacamole', price: 15, active: true },
    ]);
    const list = await reader('POST', '/v1/product/modifier/search', {});
    expect(list.json().pagination).toMatchObject({ limit: 20 });
    expect(list.json().data[0].name).toBe('Aderezos');
  });

  it('refuses each bad field with its Spanish message', async () => {
    const cases: [object, Record<string, string[]>][] = [
      [{ name: 'x'.repeat(201) }, { name: ['El nombre admite como máximo 200 caracteres.'] }],
      [{ name: 'Salsas', code: 'c'.repeat(101) }, { code: ['El código admite como máximo 100 caracteres.'] }],
      [
        { name: 'Salsas', min_options: 3, max_options: 2 },
        { max_options: ['La selección máxima no puede ser menor que la mínima.'] },
      ],
      [
        { name: 'Salsas', min_options: -1 },
        { min_options: ['La selección mínima debe ser un número entero de 0 o más.'] },
      ],
      [
        { name: 'Salsas', options: [{ name: 'Roja', price: '1.2.3' }] },
        { 'options.0.price': ['Ingresa un precio válido para la opción.'] },
      ],
    ];
    for (const [payload, errors] of cases) {
      const response = await manager('POST', '/v1/product/modifier', payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(422);
      expect(response.json().errors).toEqual(errors);
    }
    const modifier = (
      await manager('POST', '/v1/product/modifier', { name: 'Tortilla', min_options: 1 })
    ).json().data;
    const below = await manager('PATCH', `/v1/product/modifier/${modifier.id}`, { max_options: 0 });
    expect(below.statusCode).toBe(200);
    const refused = await manager('PATCH', `/v1/product/modifier/${modifier.id}`, {
      min_options: 3,
      max_options: 1,
    });
    expect(refused.json().errors).toEqual({
      max_options: ['La selección máxima no puede ser menor que la mínima.'],
    });
    expect((await reader('PATCH', `/v1/product/modifier/${modifier.id}`, { name: 'X' })).statusCode).toBe(
      403,
    );
    const foreign = await otherManager('GET', `/v1/product/modifier/${modifier.id}`);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().message).toBe('Modificador no encontrado.');
  });
});
