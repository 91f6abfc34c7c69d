import {
  Alert,
  Button,
  Group,
  Paper,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { IconReportAnalytics } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { ROUTE_PATHS } from '../../../app/route-names';
import type { WaitlistSummary } from '../../../domain/contract/report';
import { zonedDate } from '../../../domain/rules/zoned-time';
import { accountSettingsQueryOptions } from '../../../lib/query/account-queries';
import { formatCell, formatMinutes } from '../../../ui/report/report-format';
import { type DateRange, useWaitlistSummary } from './stats-queries';

interface Figure {
  label: string;
  value: string;
  hint?: string;
}

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

function FigureCard({ figure }: { figure: Figure }) {
  return (
    <Paper withBorder radius="md" p="md">
      <Text size="sm" c="dimmed">
        {figure.label}
      </Text>
      <Text fz={28} fw={700} lh={1.2}>
        {figure.value}
      </Text>
      {figure.hint && (
        <Text size="xs" c="dimmed">
          {figure.hint}
        </Text>
      )}
    </Paper>
  );
}

/** Waitlist stats (waitlist-stats): the period's figures (default today, 02 §9) and the report link. */
export default function StatsPage() {
  const settings = useQuery(accountSettingsQueryOptions()).data;
  const timeZone = settings?.location?.timezone ?? Intl.DateTimeFormat().resolvedOptions().timeZone;
  const today = zonedDate(new Date(), timeZone);
  const [range, setRange] = useState<DateRange>({ date_from: today, date_to: today });
  const summary = useWaitlistSummary(settings?.location?.id ?? null, range);

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
      <Group gap="sm">
        <TextInput
          label="Desde"
          type="date"
          value={range.date_from}
          max={range.date_to}
          onChange={(event) => setRange({ ...range, date_from: event.currentTarget.value })}
        />
        <TextInput
          label="Hasta"
          type="date"
          value={range.date_to}
          min={range.date_from}
          onChange={(event) => setRange({ ...range, date_to: event.currentTarget.value })}
        />
      </Group>
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
