import { DATE_RANGE_FILTERS } from '../../../ui/report/report-filters';
import { ReportScreen, type ReportType } from '../../../ui/report/report-screen';
import { useLocationToday } from '../../../ui/report/use-location-today';
import { fetchWaitlistReportPage } from './stats-queries';

const REPORT_TYPES: ReportType[] = [
  { value: 'by-date', label: 'Visitas por fecha', fetchPage: fetchWaitlistReportPage },
];

/** 'Reporte de visitas' (waitlist-report): visits by date on the generic report screen, today by default. */
export default function WaitlistReportPage() {
  const { locationId, today } = useLocationToday();
  return (
    <ReportScreen
      title="Reporte de visitas"
      reportTypes={REPORT_TYPES}
      filters={DATE_RANGE_FILTERS}
      initialFilters={{ date_from: today, date_to: today }}
      // Under ['waitlist', ...]: a live-update hint of the waitlist area refreshes the result.
      queryKeyPrefix={['waitlist', 'report', locationId]}
      fileName={(filters) => `reporte-de-visitas-${filters.date_from}-a-${filters.date_to}`}
    />
  );
}
