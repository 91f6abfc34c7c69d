import { Group, Loader, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import type { SurveyForm, SurveySummaryField } from '../../../domain/contract/survey';
import { QueryLoadState } from '../../../ui/query-load-state';
import { surveyApi, surveyKeys } from '../api/survey-api';

const SurveyChart = lazy(() => import('./survey-chart'));

/** The closing line of each question (01 §2.7). */
export const answeredLine = (answered: number, total: number) =>
  `${answered} de ${total} personas respondieron`;

function Figure({ label, value }: { label: string; value: number | null }) {
  return (
    <Stack gap={0} align="center">
      <Text size="xl" fw={700}>
        {value ?? '—'}
      </Text>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
    </Stack>
  );
}

function QuestionResult({ field, total }: { field: SurveySummaryField; total: number }) {
  const numeric = field.type === 'rating' || field.type === 'number';
  return (
    <Paper withBorder radius="md" p="md">
      <Stack gap="sm">
        <Title order={3} size="h5">
          {field.title}
        </Title>
        {numeric && (
          <SimpleGrid cols={4} spacing="xs">
            <Figure label="Promedio" value={field.totals.avg} />
            <Figure label="Mínimo" value={field.totals.min} />
            <Figure label="Máximo" value={field.totals.max} />
            <Figure label="Suma" value={field.totals.sum} />
          </SimpleGrid>
        )}
        {field.items.length > 0 && (
          <Suspense fallback={<Loader size="sm" aria-label="Cargando gráfica" />}>
            <SurveyChart field={field} />
          </Suspense>
        )}
        {(field.type === 'text' || field.type === 'long_text') && (
          <Text size="sm" c="dimmed">
            Lee las respuestas escritas en la pestaña Respuestas.
          </Text>
        )}
        <Group justify="flex-end">
          <Text size="sm" c="dimmed">
            {answeredLine(field.answered, total)}
          </Text>
        </Group>
      </Stack>
    </Paper>
  );
}

/** 'Resumen' (01 §2.7): per question its chart or figures, ending with how many answered it. */
export function SurveySummaryView({ form }: { form: SurveyForm }) {
  const query = useQuery({
    queryKey: surveyKeys.summary(form.id),
    queryFn: ({ signal }) => surveyApi.summary(form.id, signal),
  });
  return (
    <QueryLoadState query={query} errorTitle="No se pudo cargar el resumen">
      {(summary) => (
        <Stack gap="md">
          <Text fw={600}>
            {summary.response_count === 1 ? '1 respuesta' : `${summary.response_count} respuestas`}
          </Text>
          {summary.fields.map((field) => (
            <QuestionResult key={field.id} field={field} total={summary.response_count} />
          ))}
        </Stack>
      )}
    </QueryLoadState>
  );
}
