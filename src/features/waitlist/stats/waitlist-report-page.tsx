import { useQuery } from '@tanstack/react-query';
import { zonedDate } from '../../../domain/rules/zoned-time';
import { accountSettingsQueryOptions } from '../../../lib/query/account-queries';
import { type ReportFilterField, ReportScreen, type ReportType } from '../../../ui/report/report-screen';
import { fetchWaitlistReportPage } from './stats-queries';

const FILTERS: ReportFilterField[] = [
  { key: 'date_from', label: 'Desde', type: 'date' },
  { key: 'date_to', label: 'Hasta', type: 'date' },
];

const REPORT_TYPES: ReportType[] = [
  { value: 'by-date', label: 'Visitas por fecha', fetchPage: fetchWaitlistReportPage },
];

/** 'Reporte de visitas' (waitlist-report): visits by date on the generic report screen, today by default. */
export default function WaitlistReportPage() {
  const settings = useQuery(accountSettingsQueryOptions()).data;
  const timeZone = settings?.location?.timezone ?? Intl.DateTimeFormat().resolvedOptions().timeZone;
  const today = zonedDate(new Date(), timeZone);
  return (
    <ReportScreen
      title="Reporte de visitas"
      reportTypes={REPORT_TYPES}
      filters={FILTERS}
      initialFilters={{ date_from: today, date_to: today }}
      // Under ['waitlist', ...]: a live-update hint of the waitlist area refreshes the result.
      queryKeyPrefix={['waitlist', 'report', settings?.location?.id ?? null]}
      fileName={(filters) => `reporte-de-visitas-${filters.date_from}-a-${filters.date_to}`}
    />
  );
}
