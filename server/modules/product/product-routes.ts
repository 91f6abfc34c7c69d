import * as v from 'valibot';
import { MenuImportBodySchema, MenuImportResultSchema } from '../../../src/domain/contract/catalog-import';
import {
  ProductCreateSchema,
  ProductListItemSchema,
  ProductPatchSchema,
  ProductSchema,
} from '../../../src/domain/contract/catalog-product';
import { dataOf, IdParamSchema, listOf } from '../../../src/domain/contract/common';
import { SearchQuerySchema } from '../../../src/domain/contract/search';
import type { App } from '../../http/app-types';
import { dataBody, listBody } from '../../http/envelope';
import { importMenu } from './product-import';
import { searchProducts } from './product-search';
import { createProduct, patchProduct } from './product-store';
import { productOfLocation, productView } from './product-view';

const TAGS = ['product'];

/** Products and services of the location (02 §7 "Products"): search, create, one, edit. */
export async function productRoutes(app: App): Promise<void> {
  const { db } = app.deps;

  app.post(
    '/v1/product/product/search',
    {
      // The host picks a service when registering a visit; the catalog screens list them.
      config: { access: 'catalog' },
      schema: {
        summary: 'Buscar servicios y productos de la ubicación',
        tags: TAGS,
        body: SearchQuerySchema,
        response: { 200: listOf(ProductListItemSchema) },
      },
    },
    async (request) => {
      const { items, page } = await searchProducts(db, request.body, request.tenant);
      return listBody(items, page);
    },
  );

  app.post(
    '/v1/product/product',
    {
      config: { access: 'catalog-write' },
      schema: {
        summary: 'Crear un servicio o producto con sus variantes, modificadores y empleados',
        tags: TAGS,
        body: ProductCreateSchema,
        response: { 200: dataOf(ProductSchema) },
      },
    },
    async (request) => dataBody(await createProduct(db, request.body, request.tenant)),
  );

  app.post(
    '/v1/product/product/import',
    {
      config: { access: 'catalog-write' },
      schema: {
        summary: 'Importar un menú: crea las categorías que falten y los productos con sus variantes',
        description:
          'Cada fila se guarda en su propia transacción: una fila con errores no impide las demás y se devuelve en import_errors.',
        tags: TAGS,
        body: MenuImportBodySchema,
        response: { 200: dataOf(MenuImportResultSchema) },
      },
    },
    async (request) => dataBody(await importMenu(db, request.body, request.tenant)),
  );

  app.get(
    '/v1/product/product/:id',
    {
      config: { access: 'catalog' },
      schema: {
        summary: 'Un servicio o producto (con sus empleados, variantes y modificadores)',
        tags: TAGS,
        params: IdParamSchema,
        // `with=users` of 02 §7: the employees always come.
        querystring: v.object({ with: v.optional(v.pipe(v.string(), v.maxLength(100))) }),
        response: { 200: dataOf(ProductSchema) },
      },
    },
    async (request) =>
      dataBody(await productView(db, await productOfLocation(db, request.params.id, request.tenant))),
  );

  app.patch(
    '/v1/product/product/:id',
    {
      config: { access: 'catalog-write' },
      schema: {
        summary: 'Editar un servicio o producto (el tipo no cambia)',
        tags: TAGS,
        params: IdParamSchema,
        body: ProductPatchSchema,
        response: { 200: dataOf(ProductSchema) },
      },
    },
    async (request) => dataBody(await patchProduct(db, request.params.id, request.body, request.tenant)),
  );
}
