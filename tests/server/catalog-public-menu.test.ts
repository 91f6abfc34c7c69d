import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogCaller } from './helpers/catalog-fixture';
import { DEMO, startTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;
let call: Awaited<ReturnType<typeof catalogCaller>>;

beforeAll(async () => {
  t = await startTestApp();
  call = await catalogCaller(t, DEMO.owner, DEMO.password);
});
afterAll(async () => {
  await t?.close();
});

describe('what the owner creates is what /pedir/{username} offers', () => {
  it('a category, a product with variants and a modifier appear on the public menu; inactive leaves it', async () => {
    const category = (
      await call('POST', '/v1/product/category', { name: 'Especiales', sort_order: 0 })
    ).json().data;
    const modifier = (
      await call('POST', '/v1/product/modifier', {
        name: 'Salsa de la casa',
        max_options: 1,
        options: [{ name: 'Roja', price: '' }, { name: 'Verde', price: '$5' }, { name: '' }],
      })
    ).json().data;
    const created = await call('POST', '/v1/product/product', {
      type: 'physical',
      name: 'Volcán de suadero',
      price: 38,
      category_id: category.id,
      modifiers: [modifier.id],
      variants: [
        { name: 'Sencillo', price: 38 },
        { name: 'Doble', price: 60 },
      ],
    });
    expect(created.statusCode, created.body).toBe(200);
    const product = created.json().data;

    const shop = (await t.app.inject({ url: '/v1/public/shop/taqueria-demo' })).json().data;
    expect(shop.categories).toContainEqual({ id: category.id, name: 'Especiales' });
    const offered = shop.products.find((item: { id: number }) => item.id === product.id);
    expect(offered).toMatchObject({
      name: 'Volcán de suadero',
      price: 38,
      category_id: category.id,
      variants: [
        { name: 'Sencillo', price: 38 },
        { name: 'Doble', price: 60 },
      ],
      modifiers: [
        {
          id: modifier.id,
          name: 'Salsa de la casa',
          max_options: 1,
          options: [
            { name: 'Roja', price: 0 },
            { name: 'Verde', price: 5 },
          ],
        },
      ],
    });

    await call('PATCH', `/v1/product/product/${product.id}`, { status: 'inactive' });
    const after = (await t.app.inject({ url: '/v1/public/shop/taqueria-demo' })).json().data;
    expect(after.products.map((item: { id: number }) => item.id)).not.toContain(product.id);
  });
});
