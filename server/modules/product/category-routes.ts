import {
  CategoryCreateSchema,
  CategoryPatchSchema,
  CategorySchema,
} from '../../../src/domain/contract/catalog-category';
import type { App } from '../../http/app-types';
import { registerCatalogResource } from './catalog-resource-routes';
import { createCategory, getCategory, patchCategory, searchCategories } from './category-store';

/** Product categories of the location. */
export async function categoryRoutes(app: App): Promise<void> {
  registerCatalogResource(app, {
    path: '/v1/product/category',
    item: CategorySchema,
    createBody: CategoryCreateSchema,
    patchBody: CategoryPatchSchema,
    summaries: {
      search: 'Buscar categorías (por orden y nombre)',
      create: 'Crear una categoría',
      one: 'Una categoría',
      patch: 'Editar una categoría',
    },
    search: searchCategories,
    create: createCategory,
    one: getCategory,
    patch: patchCategory,
  });
}
