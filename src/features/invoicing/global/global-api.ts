import { CATALOG_LIMITS } from '../../../domain/contract/catalog-values';
import type { GlobalRun, SaleInvoicingSettings } from '../../../domain/invoicing/sale-invoicing-contract';
import { api } from '../../../lib/api/client';
import { saveFile } from '../../../lib/api/save-file';
import type { Page } from '../../catalog/api/catalog-api';

/** The sale-invoicing calls (sale-invoicing-contract.ts): the business's settings and the global runs. */
export const globalInvoicingApi = {
  settings: async (signal?: AbortSignal) =>
    (await api.get<{ data: SaleInvoicingSettings }>('/v1/invoicing/sale-settings', { signal })).data,
  saveSettings: async (body: SaleInvoicingSettings) =>
    (await api.put<{ data: SaleInvoicingSettings }>('/v1/invoicing/sale-settings', body)).data,
  runs: (page: number, signal?: AbortSignal) =>
    api.post<Page<GlobalRun>>(
      '/v1/invoicing/global-run/search',
      { limit: CATALOG_LIMITS.pageSize, offset: (page - 1) * CATALOG_LIMITS.pageSize },
      { signal },
    ),
  /** The tickets a run covered, saved as the server names the file. */
  downloadSales: async (id: number) => {
    const file = await api.file(`/v1/invoicing/global-run/${id}/sales.csv`);
    saveFile(file, file.name);
  },
};
