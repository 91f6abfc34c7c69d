import { ROUTE_PATHS } from '../../../app/route-names';
import type { WaitlistSummary } from '../../../domain/contract/report';
import type { Figure } from '../../../ui/report/figure-card';
import { formatCell, formatMinutes } from '../../../ui/report/report-format';
import { StatsScreen } from '../../../ui/report/stats-screen';
import { useStatsRange } from '../../../ui/report/use-stats-range';
import { useWaitlistSummary } from './stats-queries';

const count = (value: number) => formatCell(value, 'number');
const minutes = (value: number | null) => (value === null ? '—' : formatMinutes(value));

/** The summary's figures, in reading order; wait times compare the quote with what happened. */
export function summaryFigures(values: WaitlistSummary['values']): Figure[] {
  return [
    { label: 'Visitas', value: count(values.total) },
    { label: 'Lista de espera', value: count(values.waitlist) },
    { label: 'Reservaciones', value: count(values.bookings) },
    { label: 'Personas', value: count(values.people) },
    { label: 'Completadas', value: count(values.completed) },
    { label: 'Canceladas', value: count(values.canceled) },
    {
      label: 'Espera real promedio',
      value: minutes(values.avg_wait_mins),
      hint: 'Del registro a la mesa lista',
    },
    {
      label: 'Espera cotizada promedio',
      value: minutes(values.avg_quoted_wait_mins),
      hint: 'Lo que se le dijo al cliente',
    },
    {
      label: 'Precisión de la cotización',
      value: values.quote_accuracy === null ? '—' : formatCell(values.quote_accuracy, 'percent'),
      hint: 'Turnos listos dentro del tiempo cotizado (+5 min)',
    },
  ];
}

/** Waitlist stats (waitlist-stats): the period's figures (default today, 02 §9) and the report link. */
export default function StatsPage() {
  const { locationId, range, setRange } = useStatsRange();
  const summary = useWaitlistSummary(locationId, range);
  return (
    <StatsScreen
      report={{ to: ROUTE_PATHS['waitlist-report'], label: 'Reporte de visitas' }}
      range={range}
      onRangeChange={setRange}
      error={summary.error}
      figures={summary.data && summaryFigures(summary.data.values)}
      skeletons={9}
    />
  );
}
