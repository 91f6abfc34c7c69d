import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type CatalogBusiness, catalogCaller, createCatalogBusiness } from './helpers/catalog-fixture';
import { startTestApp, type TestApp } from './helpers/test-app';

type Call = Awaited<ReturnType<typeof catalogCaller>>;

let t: TestApp;
let biz: CatalogBusiness;
let manager: Call;
let reader: Call;
let otherManager: Call;
let drinksId: number;

beforeAll(async () => {
  t = await startTestApp();
  biz = await createCatalogBusiness(t.database.db, 'menu-import');
  const other = await createCatalogBusiness(t.database.db, 'otro-import');
  manager = await catalogCaller(t, biz.manager);
  reader = await catalogCaller(t, biz.reader);
  otherManager = await catalogCaller(t, other.manager);
  drinksId = (await manager('POST', '/v1/product/category', { name: 'Bebidas' })).json().data.id;
});
afterAll(async () => {
  await t?.close();
});

const IMPORT = '/v1/product/product/import';

async function categoriesNamed(call: Call, name: string) {
  const found = await call('POST', '/v1/product/category/search', { search: name, limit: 100 });
  return (found.json().data as { id: number; name: string }[]).filter(
    (category) => category.name.toLowerCase() === name.toLowerCase(),
  );
}

async function productNamed(call: Call, name: string) {
  const found = await call('POST', '/v1/product/product/search', { filters: { name: { $eq: name } } });
  const [item] = found.json().data as { id: number }[];
  return item ? (await call('GET', `/v1/product/product/${item.id}`)).json().data : undefined;
}

describe('POST /v1/product/product/import', () => {
  it('creates a 40-row menu in one request: new categories once, existing ones reused whatever the case', async () => {
    const rows = Array.from({ length: 40 }, (_, index) => ({
      row: index + 1,
      name: `Platillo ${index + 1}`,
      category: index % 2 === 0 ? 'Tortas' : ' BEBIDAS ',
      price: 50 + index,
      description: index === 0 ? 'De la casa' : '',
      variants:
        index === 1
          ? [
              { name: 'Chica', price: 45 },
              { name: 'Grande', price: 60 },
            ]
          : [],
    }));
    const answer = await manager('POST', IMPORT, { rows });
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json().data).toEqual({
      ok_count: 40,
      error_count: 0,
      categories_created: 1,
      import_errors: [],
    });

    const tortas = await categoriesNamed(manager, 'Tortas');
    expect(tortas).toHaveLength(1);
    expect(await categoriesNamed(manager, 'Bebidas')).toEqual([expect.objectContaining({ id: drinksId })]);
    expect(await productNamed(manager, 'Platillo 1')).toMatchObject({
      type: 'physical',
      category_id: tortas[0]?.id,
      price: 50,
      description: 'De la casa',
      variants: [],
    });
    expect(await productNamed(manager, 'Platillo 2')).toMatchObject({
      category_id: drinksId,
      variants: [
        { name: 'Chica', price: 45, active: true },
        { name: 'Grande', price: 60, active: true },
      ],
      // Drinks get the non-alcoholic drinks' SAT keys, as a product created in the drawer.
      sat_product_key: '50202300',
    });
  });

  it('a bad row is reported with its Spanish errors and does not stop the good ones', async () => {
    const answer = await manager('POST', IMPORT, {
      rows: [
        { row: 1, name: 'Flan', category: 'Postres', price: 40 },
        { row: 2, name: '', category: 'Postres', price: -1 },
        { row: 3, name: 'Agua', category: 'Postres', price: 20, variants: [{ name: '', price: 1.555 }] },
        { row: 4, name: 'x'.repeat(101), category: 'Nueva categoría', price: 10 },
        { row: 5, name: 'Pay', category: 'postres', price: 45.5 },
      ],
    });
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json().data).toEqual({
      ok_count: 2,
      error_count: 3,
      categories_created: 1,
      import_errors: [
        {
          row: 2,
          errors: {
            name: ['Ingresa el nombre.'],
            price: ['Ingresa un precio válido, por ejemplo 45 o 45.50.'],
          },
        },
        {
          row: 3,
          errors: {
            'variants.0.name': ['Ingresa el nombre de la variante.'],
            'variants.0.price': ['Ingresa el precio de la variante.'],
          },
        },
        { row: 4, errors: { name: ['El nombre admite como máximo 100 caracteres.'] } },
      ],
    });
    expect(await categoriesNamed(manager, 'Postres')).toHaveLength(1);
    // The refused row's category was not created.
    expect(await categoriesNamed(manager, 'Nueva categoría')).toHaveLength(0);
    expect(await productNamed(manager, 'Pay')).toMatchObject({ price: 45.5 });
  });

  it('refuses an empty import and more than 200 rows with a Spanish 422', async () => {
    const empty = await manager('POST', IMPORT, { rows: [] });
    expect(empty.statusCode).toBe(422);
    expect(empty.json().errors).toEqual({ rows: ['Escribe o pega al menos un producto.'] });
    const rows = Array.from({ length: 201 }, (_, index) => ({ row: index + 1, name: 'X', price: 1 }));
    const tooMany = await manager('POST', IMPORT, { rows });
    expect(tooMany.statusCode).toBe(422);
    expect(tooMany.json().errors).toEqual({ rows: ['Importa como máximo 200 filas a la vez.'] });
  });

  it('a menu reader cannot import (403); another company imports into its own catalog only', async () => {
    const denied = await reader('POST', IMPORT, { rows: [{ row: 1, name: 'Del lector', price: 1 }] });
    expect(denied.statusCode).toBe(403);
    expect(await productNamed(manager, 'Del lector')).toBeUndefined();

    const other = await otherManager('POST', IMPORT, {
      rows: [{ row: 1, name: 'Refresco de otro', category: 'Bebidas', price: 25 }],
    });
    expect(other.json().data).toMatchObject({ ok_count: 1, categories_created: 1 });
    const theirs = await productNamed(otherManager, 'Refresco de otro');
    expect(theirs.category_id).not.toBe(drinksId);
    expect(await productNamed(manager, 'Refresco de otro')).toBeUndefined();
  });
});
