import { Badge, Group, Stack, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useParams } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import type { SurveyForm } from '../../../domain/contract/survey';
import { QueryLoadState } from '../../../ui/query-load-state';
import { RouteTabs } from '../../../ui/route-tabs';
import { surveyApi, surveyKeys } from '../api/survey-api';

export type SurveyTab = 'design' | 'summary' | 'responses';

/** The survey of the address (/survey/forms/{id}/…). */
export function useSurveyOfRoute() {
  const { id = '' } = useParams({ strict: false }) as { id?: string };
  const formId = Number(id);
  const query = useQuery({
    queryKey: surveyKeys.form(formId),
    queryFn: ({ signal }) => surveyApi.form(formId, signal),
  });
  return { formId, query };
}

/** The survey's title, status and the tabs Diseño / Resumen / Respuestas (01 §2.7) over one tab's content. */
export function SurveyFormLayout({
  tab,
  children,
}: {
  tab: SurveyTab;
  children: (form: SurveyForm) => ReactNode;
}) {
  const { formId, query } = useSurveyOfRoute();
  const tabs = [
    { value: 'design', label: 'Diseño', to: `/survey/forms/${formId}` },
    { value: 'summary', label: 'Resumen', to: `/survey/forms/${formId}/summary` },
    { value: 'responses', label: 'Respuestas', to: `/survey/forms/${formId}/responses` },
  ];
  return (
    <QueryLoadState query={query} errorTitle="No se pudo cargar la encuesta">
      {(form) => (
        <Stack gap="md">
          <Group gap="sm" wrap="nowrap">
            <Title order={1} size="h2">
              {form.title}
            </Title>
            <Badge
              color={form.status === 'active' ? 'green' : 'red'}
              variant="light"
              tt="none"
              style={{ flex: 'none' }}
            >
              {form.status === 'active' ? 'Activa' : 'Inactiva'}
            </Badge>
          </Group>
          <RouteTabs tabs={tabs} value={tab} />
          {children(form)}
        </Stack>
      )}
    </QueryLoadState>
  );
}
