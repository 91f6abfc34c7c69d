import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  PRODUCT_IMAGE_LIMIT_MESSAGE,
  PRODUCT_IMAGE_UPLOADS_PER_HOUR,
} from '../../src/domain/contract/catalog-product';
import { PRODUCT_IMAGE_MESSAGES as M } from '../../src/domain/rules/product-image';
import { SQUARE_IMAGE_MAX_BYTES } from '../../src/domain/rules/square-image';
import { type CatalogBusiness, catalogCaller, createCatalogBusiness } from './helpers/catalog-fixture';
import { pngDataUrl, solidPngDataUrl } from './helpers/png-header';
import { startTestApp, type TestApp } from './helpers/test-app';

type Call = Awaited<ReturnType<typeof catalogCaller>>;

let t: TestApp;
let biz: CatalogBusiness;
let manager: Call;
let reader: Call;
let otherManager: Call;
let productId: number;

beforeAll(async () => {
  t = await startTestApp();
  biz = await createCatalogBusiness(t.database.db, 'img-cat');
  const other = await createCatalogBusiness(t.database.db, 'img-otra');
  manager = await catalogCaller(t, biz.manager);
  reader = await catalogCaller(t, biz.reader);
  otherManager = await catalogCaller(t, other.manager);
  const created = await manager('POST', '/v1/product/product', {
    type: 'physical',
    name: 'Torta',
    price: 60,
  });
  productId = created.json().data.id;
});
afterAll(async () => {
  await t?.close();
});

const url = (id: number = productId) => `/v1/product/product/${id}/image`;
const upload = (image: string, caller: Call = manager) => caller('PUT', url(), { image });

describe('PUT /v1/product/product/{id}/image', () => {
  it('stores a square image of 500 to 1200 px; image_url serves it and thumb_url a 200 px WebP of it', async () => {
    const image = solidPngDataUrl(800, 800);
    const answer = await upload(image);
    expect(answer.statusCode, answer.body).toBe(200);
    const product = answer.json().data;
    expect(product.image_url).toMatch(new RegExp(`^/v1/public/product-image/${productId}\\?v=[\\w-]{16}$`));
    expect(product.thumb_url).toBe(product.image_url.replace('?', '/thumb?'));

    const served = await t.app.inject({ url: product.image_url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.rawPayload.toString('base64')).toBe(image.split(',')[1]);

    const thumb = await t.app.inject({ url: product.thumb_url });
    expect(thumb.statusCode).toBe(200);
    expect(thumb.headers['content-type']).toBe('image/webp');
    expect(thumb.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const decoded = await sharp(thumb.rawPayload).raw().toBuffer({ resolveWithObject: true });
    expect(decoded.info).toMatchObject({ format: 'raw', width: 200, height: 200 });
    // The same picture, smaller: its middle pixel keeps the colour (WebP is lossy: near it).
    const middle = (100 * 200 + 100) * decoded.info.channels;
    expect(Math.abs((decoded.data[middle] ?? 0) - 200)).toBeLessThan(12);
    expect(Math.abs((decoded.data[middle + 1] ?? 0) - 40)).toBeLessThan(12);

    const listed = await reader('POST', '/v1/product/product/search', {
      filters: { id: { $in: [productId] } },
    });
    expect(listed.json().data[0].thumb_url).toBe(product.thumb_url);
    const menu = await t.app.inject({ url: `/v1/public/shop/${biz.username}` });
    expect(JSON.stringify(menu.json())).toContain(product.image_url);
  });

  it('a new picture is a new address; removing it ends the public one and its thumbnail', async () => {
    const first = (await upload(solidPngDataUrl(600, 600))).json().data.image_url;
    const second = (await upload(solidPngDataUrl(700, 700, [10, 120, 60]))).json().data;
    expect(second.image_url).not.toBe(first);
    const removed = await manager('DELETE', url());
    expect(removed.statusCode, removed.body).toBe(200);
    expect(removed.json().data).toMatchObject({ image_url: null, thumb_url: null });
    expect((await t.app.inject({ url: second.image_url })).statusCode).toBe(404);
    expect((await t.app.inject({ url: second.thumb_url })).statusCode).toBe(404);
  });

  it('refuses with a Spanish 422 a picture whose header is right but whose pixels cannot be read', async () => {
    const answer = await upload(pngDataUrl(600, 600));
    expect(answer.statusCode, answer.body).toBe(422);
    expect(answer.json().errors).toEqual({ image: [M.format] });
  });

  it.each([
    ['smaller than 500 px', pngDataUrl(400, 400), M.tooSmall],
    ['larger than 1200 px', pngDataUrl(1300, 1300), M.tooLarge],
    ['not square', pngDataUrl(600, 800), M.notSquare],
    ['not an image address', 'https://example.com/torta.png', M.format],
    ['a type its bytes are not', pngDataUrl(600, 600).replace('image/png', 'image/jpeg'), M.format],
  ])('refuses a picture %s with a Spanish 422 under image', async (_, image, message) => {
    const answer = await upload(image);
    expect(answer.statusCode).toBe(422);
    expect(answer.json().errors).toEqual({ image: [message] });
  });

  it('refuses a picture over 700 KB', async () => {
    const header = Buffer.from(pngDataUrl(600, 600).split(',')[1] ?? '', 'base64');
    const heavy = Buffer.concat([header, Buffer.alloc(SQUARE_IMAGE_MAX_BYTES)]);
    const answer = await upload(`data:image/png;base64,${heavy.toString('base64')}`);
    expect(answer.statusCode).toBe(422);
    expect(answer.json().errors).toEqual({ image: [M.tooHeavy] });
  });

  it('a menu reader cannot upload or remove; another business cannot reach the product', async () => {
    expect((await upload(pngDataUrl(600, 600), reader)).statusCode).toBe(403);
    expect((await reader('DELETE', url())).statusCode).toBe(403);
    for (const foreign of [
      await upload(pngDataUrl(600, 600), otherManager),
      await otherManager('DELETE', url()),
    ]) {
      expect(foreign.statusCode).toBe(404);
      expect(foreign.json().message).toBe('Producto no encontrado.');
    }
  });
});

describe('the per-account upload limit', () => {
  it(`refuses the upload after ${PRODUCT_IMAGE_UPLOADS_PER_HOUR} in an hour with a Spanish 429`, async () => {
    const fresh = await createCatalogBusiness(t.database.db, 'img-limite');
    const caller = await catalogCaller(t, fresh.manager);
    const id = (
      await caller('POST', '/v1/product/product', { type: 'physical', name: 'Agua', price: 20 })
    ).json().data.id;
    const image = { image: solidPngDataUrl(600, 600) };
    for (let count = 0; count < PRODUCT_IMAGE_UPLOADS_PER_HOUR; count += 1) {
      const answer = await caller('PUT', url(id), image);
      expect(answer.statusCode, answer.body).toBe(200);
    }
    const refused = await caller('PUT', url(id), image);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toBe(PRODUCT_IMAGE_LIMIT_MESSAGE);
    // Another company's uploads are counted apart.
    expect((await upload(solidPngDataUrl(600, 600))).statusCode).toBe(200);
  });
});
