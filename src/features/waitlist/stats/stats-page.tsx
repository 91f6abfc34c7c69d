import { Alert, Button, Group, SimpleGrid, Skeleton, Stack, Title } from '@mantine/core';
import { IconReportAnalytics } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { ROUTE_PATHS } from '../../../app/route-names';
import type { WaitlistSummary } from '../../../domain/contract/report';
import { type DateRange, DateRangeFields } from '../../../ui/report/date-range-fields';
import { type Figure, FigureCard } from '../../../ui/report/figure-card';
import { formatCell, formatMinutes } from '../../../ui/report/report-format';
import { useLocationToday } from '../../../ui/report/use-location-today';
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
  const { locationId, today } = useLocationToday();
  const [range, setRange] = useState<DateRange>({ date_from: today, date_to: today });
  const summary = useWaitlistSummary(locationId, range);

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end">
        <Title order={1} size="h2">
          Estadísticas
        </Title>
        <Button
          component={Link}
          to={ROUTE_PATHS['waitlist-report']}
          variant="light"
          leftSection={<IconReportAnalytics size={16} />}
        >
          Reporte de visitas
        </Button>
      </Group>
      <DateRangeFields value={range} onChange={setRange} />
      {summary.error ? (
        <Alert color="red" title="No se pudieron cargar las estadísticas">
          {summary.error.message}
        </Alert>
      ) : (
        <SimpleGrid cols={{ base: 2, sm: 3 }} spacing="sm">
          {summary.data
            ? summaryFigures(summary.data.values).map((figure) => (
                <FigureCard key={figure.label} figure={figure} />
              ))
            : Array.from({ length: 9 }, (_, index) => <Skeleton key={String(index)} h={96} radius="md" />)}
        </SimpleGrid>
      )}
    </Stack>
  );
}
