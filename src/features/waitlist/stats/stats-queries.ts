import { useQuery } from '@tanstack/react-query';
import type { Report, WaitlistSummary } from '../../../domain/contract/report';
import { api } from '../../../lib/api/client';
import type { DateRange } from '../../../ui/report/date-range-fields';
import type { ReportPageRequest } from '../../../ui/report/report-screen';

/** POST /v1/waitlist/reporting/summary {filters: date_from, date_to} (02 §7): the period's figures. */
export function useWaitlistSummary(locationId: number | null, range: DateRange) {
  return useQuery({
    // Under ['waitlist', ...]: a live-update hint of the waitlist area refreshes the figures.
    queryKey: ['waitlist', 'stats', 'summary', locationId, range] as const,
    enabled: locationId !== null && range.date_from !== '' && range.date_to !== '',
    queryFn: async ({ signal }) =>
      (
        await api.post<{ data: WaitlistSummary }>(
          '/v1/waitlist/reporting/summary',
          { filters: range },
          { signal },
        )
      ).data,
  });
}

/** POST /v1/waitlist/reporting/by-date {offset, limit, filters} (02 §7): one page of the report. */
export function fetchWaitlistReportPage(request: ReportPageRequest, signal?: AbortSignal): Promise<Report> {
  const { date_from = '', date_to = '' } = request.filters;
  return api.post<Report>(
    '/v1/waitlist/reporting/by-date',
    { offset: request.offset, limit: request.limit, filters: { date_from, date_to } },
    { signal },
  );
}
