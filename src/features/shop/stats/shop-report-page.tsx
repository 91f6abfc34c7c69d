import { DATE_RANGE_FILTERS } from '../../../ui/report/report-filters';
import { ReportScreen, type ReportType } from '../../../ui/report/report-screen';
import { useLocationToday } from '../../../ui/report/use-location-today';
import { fetchShopReportPage } from '../api/reports-queries';

const REPORT_TYPES: ReportType[] = [
  {
    value: 'by-date',
    label: 'Ventas por fecha',
    fetchPage: (request, signal) => fetchShopReportPage('by-date', request, signal),
  },
  {
    value: 'by-contact',
    label: 'Ventas por cliente',
    fetchPage: (request, signal) => fetchShopReportPage('by-contact', request, signal),
  },
];

/**
 * 'Reporte de ventas' (menu-order-report): sales by date or by customer on the generic report
 * screen, today by default; no type is chosen at first ('No se ha seleccionado un tipo de reporte').
 */
export default function ShopReportPage() {
  const { locationId, today } = useLocationToday();
  return (
    <ReportScreen
      title="Reporte de ventas"
      reportTypes={REPORT_TYPES}
      filters={DATE_RANGE_FILTERS}
      initialFilters={{ date_from: today, date_to: today }}
      // Under ['shop', ...]: a live 'orders' hint refreshes the result.
      queryKeyPrefix={['shop', 'report', locationId]}
      fileName={() => 'shop-sales-report'}
    />
  );
}
