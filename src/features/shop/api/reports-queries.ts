import { useQuery } from '@tanstack/react-query';
import type { Report } from '../../../domain/contract/report';
import type { ShopSummary } from '../../../domain/contract/shop';
import { api } from '../../../lib/api/client';
import { queryKeys } from '../../../lib/query/keys';
import type { DateRange } from '../../../ui/report/date-range-fields';
import type { ReportPageRequest } from '../../../ui/report/report-screen';

/** POST /v1/pos/reporting/summary {filters: date_from, date_to} (02 §7): the period's figures. */
export function useShopSummary(locationId: number | null, range: DateRange) {
  return useQuery({
    queryKey: queryKeys.shop.report('summary', { locationId, range }),
    enabled: locationId !== null && range.date_from !== '' && range.date_to !== '',
    queryFn: async ({ signal }) =>
      (await api.post<{ data: ShopSummary }>('/v1/pos/reporting/summary', { filters: range }, { signal }))
        .data.values,
  });
}

/** The shop's sales reports (02 §7), same body as every report: {offset, limit, filters}. */
export const SHOP_REPORT_PATHS = {
  'by-date': '/v1/pos/reporting/sales-by-date',
  'by-contact': '/v1/pos/reporting/sales-by-contact',
} as const;

/** One page of a shop sales report. */
export function fetchShopReportPage(
  kind: keyof typeof SHOP_REPORT_PATHS,
  request: ReportPageRequest,
  signal?: AbortSignal,
): Promise<Report> {
  const { date_from = '', date_to = '' } = request.filters;
  return api.post<Report>(
    SHOP_REPORT_PATHS[kind],
    { offset: request.offset, limit: request.limit, filters: { date_from, date_to } },
    { signal },
  );
}
