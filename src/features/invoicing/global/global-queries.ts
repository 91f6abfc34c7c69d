import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { invoicingKey } from '../invoice-queries';
import { globalInvoicingApi } from './global-api';

export const saleSettingsKey = invoicingKey('sale-settings');

export function useSaleInvoicingSettings() {
  return useQuery({
    queryKey: saleSettingsKey,
    queryFn: ({ signal }) => globalInvoicingApi.settings(signal),
  });
}

export function useGlobalRunPage(page: number) {
  return useQuery({
    queryKey: invoicingKey('global-runs', page),
    placeholderData: keepPreviousData,
    queryFn: ({ signal }) => globalInvoicingApi.runs(page, signal),
  });
}
