import type {
  Category,
  CategoryCreateInput,
  CategoryPatchInput,
} from '../../../domain/contract/catalog-category';
import type { MenuImportBodyInput, MenuImportResult } from '../../../domain/contract/catalog-import';
import type {
  Modifier,
  ModifierCreateInput,
  ModifierPatchInput,
} from '../../../domain/contract/catalog-modifier';
import type {
  Product,
  ProductCreateInput,
  ProductListItem,
  ProductPatchInput,
  ProductType,
} from '../../../domain/contract/catalog-product';
import { CATALOG_LIMITS } from '../../../domain/contract/catalog-values';
import type { Pagination } from '../../../domain/contract/common';
import { api } from '../../../lib/api/client';

export type Page<T> = { data: T[]; pagination: Pagination };

const PAGE = CATALOG_LIMITS.pageSize;

/** The body of a catalog list's search: name (and sku/code) contains the text, 20 a page. */
export function catalogSearchBody(
  text: string,
  page: number,
  textFields: readonly string[],
  filters: object[] = [],
) {
  const trimmed = text.trim();
  const contains = trimmed ? [{ $or: textFields.map((field) => ({ [field]: { $contains: trimmed } })) }] : [];
  const all = [...filters, ...contains];
  return {
    limit: PAGE,
    offset: (page - 1) * PAGE,
    ...(all.length > 0 ? { filters: { $and: all } } : {}),
  };
}

/** The catalog calls of 02 §7 "Products"; each resolves with the answer's data. */
export const catalogApi = {
  products: (type: ProductType, text: string, page: number, signal?: AbortSignal) =>
    api.post<Page<ProductListItem>>(
      '/v1/product/product/search',
      { ...catalogSearchBody(text, page, ['name', 'sku'], [{ type }]), sort: ['name'] },
      { signal },
    ),
  product: async (id: number, signal?: AbortSignal) =>
    (await api.get<{ data: Product }>(`/v1/product/product/${id}?with=users`, { signal })).data,
  createProduct: async (body: ProductCreateInput) =>
    (await api.post<{ data: Product }>('/v1/product/product', body)).data,
  patchProduct: async (id: number, body: ProductPatchInput) =>
    (await api.patch<{ data: Product }>(`/v1/product/product/${id}`, body)).data,
  /** The product's picture: a square data address, replaced whole. */
  putProductImage: async (id: number, image: string) =>
    (await api.put<{ data: Product }>(`/v1/product/product/${id}/image`, { image })).data,
  deleteProductImage: async (id: number) =>
    (await api.delete<{ data: Product }>(`/v1/product/product/${id}/image`)).data,

  /** "A menu in minutes": the grid's rows; categories missing are created by name. */
  importMenu: async (body: MenuImportBodyInput) =>
    (await api.post<{ data: MenuImportResult }>('/v1/product/product/import', body)).data,

  categories: (text: string, page: number, signal?: AbortSignal) =>
    api.post<Page<Category>>('/v1/product/category/search', catalogSearchBody(text, page, ['name']), {
      signal,
    }),
  /** Every category, for the product form's picker. */
  allCategories: async (signal?: AbortSignal) =>
    (await api.post<Page<Category>>('/v1/product/category/search', { limit: 1000 }, { signal })).data,
  createCategory: async (body: CategoryCreateInput) =>
    (await api.post<{ data: Category }>('/v1/product/category', body)).data,
  patchCategory: async (id: number, body: CategoryPatchInput) =>
    (await api.patch<{ data: Category }>(`/v1/product/category/${id}`, body)).data,

  modifiers: (text: string, page: number, signal?: AbortSignal) =>
    api.post<Page<Modifier>>('/v1/product/modifier/search', catalogSearchBody(text, page, ['name', 'code']), {
      signal,
    }),
  /** Every modifier, for the product form's picker. */
  allModifiers: async (signal?: AbortSignal) =>
    (await api.post<Page<Modifier>>('/v1/product/modifier/search', { limit: 1000 }, { signal })).data,
  createModifier: async (body: ModifierCreateInput) =>
    (await api.post<{ data: Modifier }>('/v1/product/modifier', body)).data,
  patchModifier: async (id: number, body: ModifierPatchInput) =>
    (await api.patch<{ data: Modifier }>(`/v1/product/modifier/${id}`, body)).data,
};
