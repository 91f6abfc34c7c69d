import { Alert, Button, Group, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconReportAnalytics } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { ROUTE_PATHS } from '../../../app/route-names';
import type { ShopSummary } from '../../../domain/contract/shop';
import { type DateRange, DateRangeFields } from '../../../ui/report/date-range-fields';
import { type Figure, FigureCard } from '../../../ui/report/figure-card';
import { formatCell } from '../../../ui/report/report-format';
import { useLocationToday } from '../../../ui/report/use-location-today';
import { useShopSummary } from '../api/reports-queries';

/** The summary's values as figures, in the server's order, money in MXN (02 §3 "Report summary"). */
export function shopSummaryFigures(values: ShopSummary['values']): Figure[] {
  return values.map((value) => ({ label: value.title, value: formatCell(value.value, value.type) }));
}

const SKELETON_COUNT = 6;

/** Shop stats (menu-order-stats): the period's sales figures (default today, 02 §9) and the report link. */
export default function ShopStatsPage() {
  const { locationId, today } = useLocationToday();
  const [range, setRange] = useState<DateRange>({ date_from: today, date_to: today });
  const summary = useShopSummary(locationId, range);

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end">
        <Title order={1} size="h2">
          Estadísticas
        </Title>
        <Button
          component={Link}
          to={ROUTE_PATHS['menu-order-report']}
          variant="light"
          mih={44}
          leftSection={<IconReportAnalytics size={16} />}
        >
          Reporte de ventas
        </Button>
      </Group>
      <DateRangeFields value={range} onChange={setRange} />
      {summary.error ? (
        <Alert color="red" title="No se pudieron cargar las estadísticas">
          {summary.error.message}
        </Alert>
      ) : summary.data?.length === 0 ? (
        <Text c="dimmed">No hay cifras para este periodo.</Text>
      ) : (
        <SimpleGrid cols={{ base: 2, sm: 3 }} spacing="sm">
          {summary.data
            ? shopSummaryFigures(summary.data).map((figure) => (
                <FigureCard key={figure.label} figure={figure} />
              ))
            : Array.from({ length: SKELETON_COUNT }, (_, index) => (
                <Skeleton key={String(index)} h={96} radius="md" />
              ))}
        </SimpleGrid>
      )}
    </Stack>
  );
}
