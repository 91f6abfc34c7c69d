import { queryKeys } from '../../../lib/query/keys';
import { ReportScreen } from '../../../ui/report/report-screen';
import { useLocationToday } from '../../../ui/report/use-location-today';
import {
  LOYALTY_REPORT_CHOICES,
  LOYALTY_REPORT_FILE_NAME,
  LOYALTY_REPORT_FILTERS,
  todayPeriod,
} from './loyalty-report-types';

/**
 * 'Reporte de lealtad' (01 §2.5): cashback or stamps, by date or by customer, on the generic report
 * screen; today from 00:00 to 23:59 in the location's zone by default; 100 a page; CSV.
 */
export function LoyaltyReportPage() {
  const { locationId, today } = useLocationToday();
  return (
    <ReportScreen
      title="Reporte de lealtad"
      reportTypes={LOYALTY_REPORT_CHOICES}
      filters={LOYALTY_REPORT_FILTERS}
      initialFilters={todayPeriod(today)}
      // Under ['loyalty', ...]: a live 'loyalty' hint refreshes the result.
      queryKeyPrefix={queryKeys.loyalty.report(locationId)}
      fileName={() => LOYALTY_REPORT_FILE_NAME}
    />
  );
}
