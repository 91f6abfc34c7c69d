import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ProductType } from '../../../domain/contract/catalog-product';
import { catalogApi } from './catalog-api';

/** Every catalog query sits under ['catalog', locationId, …]: a save reads the location's lists again. */
const key = (locationId: number | null, ...rest: unknown[]) => ['catalog', locationId, ...rest] as const;

export function useProductPage(locationId: number | null, type: ProductType, text: string, page: number) {
  return useQuery({
    queryKey: key(locationId, 'products', type, text.trim(), page),
    enabled: locationId !== null,
    placeholderData: keepPreviousData,
    queryFn: ({ signal }) => catalogApi.products(type, text, page, signal),
  });
}

export function useProduct(locationId: number | null, id: number | null) {
  return useQuery({
    queryKey: key(locationId, 'product', id),
    enabled: locationId !== null && id !== null,
    queryFn: ({ signal }) => catalogApi.product(id ?? 0, signal),
  });
}

export function useCategoryPage(locationId: number | null, text: string, page: number) {
  return useQuery({
    queryKey: key(locationId, 'categories', text.trim(), page),
    enabled: locationId !== null,
    placeholderData: keepPreviousData,
    queryFn: ({ signal }) => catalogApi.categories(text, page, signal),
  });
}

export function useAllCategories(locationId: number | null) {
  return useQuery({
    queryKey: key(locationId, 'categories', 'all'),
    enabled: locationId !== null,
    queryFn: ({ signal }) => catalogApi.allCategories(signal),
  });
}

export function useModifierPage(locationId: number | null, text: string, page: number) {
  return useQuery({
    queryKey: key(locationId, 'modifiers', text.trim(), page),
    enabled: locationId !== null,
    placeholderData: keepPreviousData,
    queryFn: ({ signal }) => catalogApi.modifiers(text, page, signal),
  });
}

export function useAllModifiers(locationId: number | null) {
  return useQuery({
    queryKey: key(locationId, 'modifiers', 'all'),
    enabled: locationId !== null,
    queryFn: ({ signal }) => catalogApi.allModifiers(signal),
  });
}

/** A catalog save; on success every catalog list of the location is read again. */
export function useCatalogSave<TInput, TOutput>(save: (input: TInput) => Promise<TOutput>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: save,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['catalog'] }),
  });
}
