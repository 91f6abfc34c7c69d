import { Alert, Button, SimpleGrid, Skeleton, Stack, Text } from '@mantine/core';
import { IconReportAnalytics } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { PageHeader } from '../page-header';
import { type DateRange, DateRangeFields } from './date-range-fields';
import { type Figure, FigureCard } from './figure-card';

interface StatsScreenProps {
  /** The full report's screen: its path and the link's text ('Reporte de ventas'). */
  report: { to: string; label: string };
  range: DateRange;
  onRangeChange: (range: DateRange) => void;
  error: Error | null;
  /** The period's figures, in reading order; undefined while they load. */
  figures: Figure[] | undefined;
  /** How many placeholders stand in while loading (as many as there will be figures). */
  skeletons: number;
}

/** A stats screen (02 §3 "Report summary"): title, link to the report, the period, and its figures. */
export function StatsScreen({ report, range, onRangeChange, error, figures, skeletons }: StatsScreenProps) {
  return (
    <Stack gap="md">
      <PageHeader title="Estadísticas">
        <Button
          component={Link}
          to={report.to}
          variant="light"
          mih={44}
          leftSection={<IconReportAnalytics size={16} />}
        >
          {report.label}
        </Button>
      </PageHeader>
      <DateRangeFields value={range} onChange={onRangeChange} />
      {error ? (
        <Alert color="red" title="No se pudieron cargar las estadísticas">
          {error.message}
        </Alert>
      ) : figures?.length === 0 ? (
        <Text c="dimmed">No hay cifras para este periodo.</Text>
      ) : (
        <SimpleGrid cols={{ base: 2, sm: 3 }} spacing="sm">
          {figures
            ? figures.map((figure) => <FigureCard key={figure.label} figure={figure} />)
            : Array.from({ length: skeletons }, (_, index) => (
                <Skeleton key={String(index)} h={96} radius="md" />
              ))}
        </SimpleGrid>
      )}
    </Stack>
  );
}
