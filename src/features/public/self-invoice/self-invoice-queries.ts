import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { SelfInvoiceBody, SelfInvoicePage } from '../../../domain/invoicing/self-invoice-contract';
import { api } from '../../../lib/api/client';
import { retryUnreached } from '../order/order-queries';

/** While the invoice is being stamped the page asks again this often. */
export const SELF_INVOICE_POLL_MS = 2_500;

const selfInvoicePath = (code: string) => `/v1/public/self-invoice/${encodeURIComponent(code)}`;
const selfInvoiceKey = (code: string) => ['public', 'self-invoice', code] as const;

/** GET /v1/public/self-invoice/{code}: the purchase and its invoicing state, polled while issuing. */
export function useSelfInvoicePage(code: string) {
  return useQuery<SelfInvoicePage>({
    queryKey: selfInvoiceKey(code),
    retry: retryUnreached,
    refetchInterval: (query) => (query.state.data?.state === 'issuing' ? SELF_INVOICE_POLL_MS : false),
    queryFn: async ({ signal }) =>
      (await api.get<{ data: SelfInvoicePage }>(selfInvoicePath(code), { signal })).data,
  });
}

/** POST /v1/public/self-invoice/{code}: asks for the invoice; its answer (issuing) replaces the page. */
export function useRequestSelfInvoice(code: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: SelfInvoiceBody) =>
      (await api.post<{ data: SelfInvoicePage }>(selfInvoicePath(code), body)).data,
    onSuccess: (page) => queryClient.setQueryData(selfInvoiceKey(code), page),
  });
}
