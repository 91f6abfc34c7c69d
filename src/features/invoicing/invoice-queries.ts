import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TipoComprobante } from '../../domain/invoicing/cfdi-rules';
import { invoiceApi } from './invoice-api';

/** The area's queries sit under ['invoicing', …]: the company's documents, whatever the location. */
export const invoicingKey = (...rest: unknown[]) => ['invoicing', ...rest] as const;

export function useInvoicePage(type: TipoComprobante, text: string, page: number) {
  return useQuery({
    queryKey: invoicingKey('invoices', type, text.trim(), page),
    placeholderData: keepPreviousData,
    queryFn: ({ signal }) => invoiceApi.search(type, text, page, signal),
  });
}

export function useInvoice(id: number) {
  return useQuery({
    queryKey: invoicingKey('invoice', id),
    queryFn: ({ signal }) => invoiceApi.get(id, signal),
  });
}

export function useCertificatePage(page: number) {
  return useQuery({
    queryKey: invoicingKey('certificates', page),
    placeholderData: keepPreviousData,
    queryFn: ({ signal }) => invoiceApi.certificates(page, signal),
  });
}

/** The issuer's profile, wrapped: `profile` is null until the company saves one. */
export function useIssuer() {
  return useQuery({
    queryKey: invoicingKey('issuer'),
    queryFn: async ({ signal }) => ({ profile: await invoiceApi.issuer(signal) }),
  });
}

/** After a save, stamp or cancel: every invoicing list and detail is read again. */
export function useInvoicingRefresh() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: ['invoicing'] });
}
