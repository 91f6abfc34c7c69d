import { ROUTE_PATHS } from '../../../app/route-names';
import type { ShopSummary } from '../../../domain/contract/shop';
import type { Figure } from '../../../ui/report/figure-card';
import { formatCell } from '../../../ui/report/report-format';
import { StatsScreen } from '../../../ui/report/stats-screen';
import { useStatsRange } from '../../../ui/report/use-stats-range';
import { useShopSummary } from '../api/reports-queries';

/** The summary's values as figures, in the server's order, money in MXN (02 §3 "Report summary"). */
export function shopSummaryFigures(values: ShopSummary['values']): Figure[] {
  return values.map((value) => ({ label: value.title, value: formatCell(value.value, value.type) }));
}

/** Shop stats (menu-order-stats): the period's sales figures (default today, 02 §9) and the report link. */
export default function ShopStatsPage() {
  const { locationId, range, setRange } = useStatsRange();
  const summary = useShopSummary(locationId, range);
  return (
    <StatsScreen
      report={{ to: ROUTE_PATHS['menu-order-report'], label: 'Reporte de ventas' }}
      range={range}
      onRangeChange={setRange}
      error={summary.error}
      figures={summary.data && shopSummaryFigures(summary.data)}
      skeletons={6}
    />
  );
}
