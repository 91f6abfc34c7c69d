import { ProductImageBodySchema, ProductSchema } from '../../../src/domain/contract/catalog-product';
import { dataOf, IdParamSchema } from '../../../src/domain/contract/common';
import type { App } from '../../http/app-types';
import { dataBody } from '../../http/envelope';
import { NotFoundError } from '../../http/errors';
import {
  ProductImageUploads,
  publicProductImage,
  removeProductImage,
  saveProductImage,
} from './product-image';
import { productOfLocation, productView } from './product-view';

const TAGS = ['product'];

/**
 * A product's picture (02 §2 Products): uploaded as a square data address, kept in the product's
 * row like the location's logo, and served publicly at its versioned image_url.
 */
export async function productImageRoutes(app: App): Promise<void> {
  const { db, now } = app.deps;
  const uploads = new ProductImageUploads();
  const answer = async (id: number, tenant: Parameters<typeof productOfLocation>[2]) =>
    dataBody(await productView(db, await productOfLocation(db, id, tenant)));

  app.put(
    '/v1/product/product/:id/image',
    {
      config: { access: 'catalog-write' },
      schema: {
        summary: 'Subir la imagen de un producto (cuadrada, de 500 a 1200 px, hasta 700 KB)',
        tags: TAGS,
        params: IdParamSchema,
        body: ProductImageBodySchema,
        response: { 200: dataOf(ProductSchema) },
      },
    },
    async (request) => {
      await productOfLocation(db, request.params.id, request.tenant);
      uploads.take(request.tenant, now());
      await saveProductImage(db, request.params.id, request.body.image, request.tenant);
      return answer(request.params.id, request.tenant);
    },
  );

  app.delete(
    '/v1/product/product/:id/image',
    {
      config: { access: 'catalog-write' },
      schema: {
        summary: 'Quitar la imagen de un producto',
        tags: TAGS,
        params: IdParamSchema,
        response: { 200: dataOf(ProductSchema) },
      },
    },
    async (request) => {
      await removeProductImage(db, request.params.id, request.tenant);
      return answer(request.params.id, request.tenant);
    },
  );

  for (const [path, size, summary] of [
    [
      '/v1/public/product-image/:id',
      'full',
      'La imagen de un producto (su dirección cambia con cada imagen nueva)',
    ],
    [
      '/v1/public/product-image/:id/thumb',
      'thumb',
      'La miniatura de 200 px de la imagen de un producto (WebP)',
    ],
  ] as const) {
    app.get(
      path,
      { config: { public: true }, schema: { summary, tags: ['public'], params: IdParamSchema } },
      async (request, reply) => {
        const locationId = request.publicTenant?.locationId;
        if (!locationId) throw new NotFoundError();
        const image = await publicProductImage(db, request.params.id, locationId, size);
        // The address carries the picture's hash: a new picture is a new address.
        reply.header('cache-control', 'public, max-age=31536000, immutable');
        return reply.type(image.type).send(image.bytes);
      },
    );
  }
}
