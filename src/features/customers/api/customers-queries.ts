import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { customersApi } from './customers-api';

/** The area's queries sit under ['customers', locationId, …] (the company's customers, read from that location). */
const key = (scopeId: number | null, ...rest: unknown[]) => ['customers', scopeId, ...rest] as const;

export function useContactPage(scopeId: number | null, text: string, page: number) {
  return useQuery({
    queryKey: key(scopeId, 'contacts', text.trim(), page),
    enabled: scopeId !== null,
    placeholderData: keepPreviousData,
    queryFn: ({ signal }) => customersApi.contacts(text, page, signal),
  });
}

export function useTagPage(scopeId: number | null, text: string, page: number) {
  return useQuery({
    queryKey: key(scopeId, 'tags', text.trim(), page),
    enabled: scopeId !== null,
    placeholderData: keepPreviousData,
    queryFn: ({ signal }) => customersApi.tags(text, page, signal),
  });
}

export function useAllTags(scopeId: number | null) {
  return useQuery({
    queryKey: key(scopeId, 'tags', 'all'),
    enabled: scopeId !== null,
    queryFn: ({ signal }) => customersApi.allTags(signal),
  });
}

/** A save of the area; on success its lists are read again. */
export function useCustomersSave<TInput, TOutput>(save: (input: TInput) => Promise<TOutput>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: save,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['customers'] }),
  });
}
