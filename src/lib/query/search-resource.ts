import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Pagination } from '../../domain/contract/common';
import { api } from '../api/client';
import { nameSearchBody } from './name-search-body';

export type Page<T> = { data: T[]; pagination: Pagination };

/**
 * The calls and hooks of a resource with `POST {path}/search`, `POST {path}`, `GET` and `PATCH
 * {path}/{id}` (02 §7), its queries under [name, locationId, …] so a save reads them again.
 */
export function searchResource<T, TCreate, TPatch>(name: string, path: string) {
  const key = (locationId: number | null, ...rest: unknown[]) => [name, locationId, ...rest] as const;
  const calls = {
    page: (text: string, page: number, signal?: AbortSignal) =>
      api.post<Page<T>>(`${path}/search`, nameSearchBody(text, page), { signal }),
    one: async (id: number, signal?: AbortSignal) =>
      (await api.get<{ data: T }>(`${path}/${id}`, { signal })).data,
    create: async (body: TCreate) => (await api.post<{ data: T }>(path, body)).data,
    patch: async (id: number, body: TPatch) => (await api.patch<{ data: T }>(`${path}/${id}`, body)).data,
  };
  return {
    calls,
    usePage(locationId: number | null, text: string, page: number) {
      return useQuery({
        queryKey: key(locationId, 'page', text.trim(), page),
        enabled: locationId !== null,
        placeholderData: keepPreviousData,
        queryFn: ({ signal }) => calls.page(text, page, signal),
      });
    },
    useOne(locationId: number | null, id: number | null) {
      return useQuery({
        queryKey: key(locationId, 'one', id),
        enabled: locationId !== null && id !== null,
        queryFn: ({ signal }) => calls.one(id ?? 0, signal),
      });
    },
    /** Creates (id null) or edits; on success every query of the resource is read again. */
    useSave() {
      const queryClient = useQueryClient();
      return useMutation({
        mutationFn: (save: { id: null; body: TCreate } | { id: number; body: TPatch }) =>
          save.id === null ? calls.create(save.body) : calls.patch(save.id, save.body),
        onSuccess: () => queryClient.invalidateQueries({ queryKey: [name] }),
      });
    },
  };
}
