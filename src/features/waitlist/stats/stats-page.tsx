import { ROUTE_PATHS } from '../../../app/route-names';
import type { WaitlistSummary } from '../../../domain/contract/report';
import type { Figure } from '../../../ui/report/figure-card';
import { formatCell, formatMinutes } from '../../../ui/report/report-format';
import { StatsScreen } from '../../../ui/report/stats-screen';
import { useStatsRange } from '../../../ui/report/use-stats-range';
import { useWaitlistSummary } from './stats-queries';

const count = (value: number) => formatCell(value, 'number');
const minutes = (value: number | null) => (value === null ? '—' : formatMinutes(value));
const share = (value: number | null) => (value === null ? '—' : formatCell(value, 'percent'));

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
      hint: `Lo que se le dijo al cliente; esos mismos grupos esperaron ${minutes(values.avg_quoted_real_wait_mins)}`,
    },
    {
      label: 'Sentados a tiempo',
      value: share(values.quote_on_time),
      hint: 'De 10 min antes a 5 min después de lo cotizado',
    },
    { label: 'Sentados antes', value: share(values.quote_early), hint: 'Más de 10 min antes de lo cotizado' },
    { label: 'Sentados tarde', value: share(values.quote_late), hint: 'Más de 5 min después de lo cotizado' },
    {
      label: 'Se fueron sin mesa',
      value: share(values.quote_gave_up),
      hint: 'Grupos cotizados que cancelaron antes de pasar',
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
      skeletons={12}
    />
  );
}
