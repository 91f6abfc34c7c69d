import { ServiceSchema } from '../../../src/domain/contract/business';
import { listOf } from '../../../src/domain/contract/common';
import { SearchQuerySchema } from '../../../src/domain/contract/search';
import type { App } from '../../http/app-types';
import { listBody } from '../../http/envelope';
import { searchProducts } from './product-search';

/** Calls of the product area used by the agenda. */
export async function productRoutes(app: App): Promise<void> {
  const { db } = app.deps;

  app.post(
    '/v1/product/product/search',
    {
      // The host picks a service when registering a visit.
      config: { access: 'waitlist-visits' },
      schema: {
        summary: 'Buscar servicios y productos de la ubicación',
        tags: ['product'],
        body: SearchQuerySchema,
        response: { 200: listOf(ServiceSchema) },
      },
    },
    async (request) => {
      const { items, page } = await searchProducts(db, request.body, request.tenant);
      return listBody(items, page);
    },
  );
}
