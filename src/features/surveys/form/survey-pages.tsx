import { Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { canAccess } from '../../../domain/roles';
import { accountSettingsQueryOptions } from '../../../lib/query/account-queries';
import { PageHeader } from '../../../ui/page-header';
import { SurveyBuilder } from '../builder/survey-builder';
import { SurveyFormLayout } from './survey-form-layout';
import { SurveyResponsesReport } from './survey-responses';
import { SurveySummaryView } from './survey-summary';

function useCanWrite() {
  const roles = useQuery(accountSettingsQueryOptions()).data?.roles ?? [];
  return canAccess(roles, 'surveys-write');
}

/** 'Nueva encuesta' (survey-form-create). */
export function SurveyCreatePage() {
  return (
    <Stack gap="md">
      <PageHeader title="Nueva encuesta" />
      <SurveyBuilder survey={null} canWrite={useCanWrite()} />
    </Stack>
  );
}

/** 'Diseño' (survey-form-item): the builder of a saved survey. */
export function SurveyDesignPage() {
  const canWrite = useCanWrite();
  return (
    <SurveyFormLayout tab="design">
      {(form) => <SurveyBuilder key={`${form.id}-${form.status}`} survey={form} canWrite={canWrite} />}
    </SurveyFormLayout>
  );
}

/** 'Resumen' (survey-form-summary). */
export function SurveySummaryPage() {
  return <SurveyFormLayout tab="summary">{(form) => <SurveySummaryView form={form} />}</SurveyFormLayout>;
}

/** 'Respuestas' (survey-form-responses). */
export function SurveyResponsesPage() {
  return (
    <SurveyFormLayout tab="responses">{(form) => <SurveyResponsesReport form={form} />}</SurveyFormLayout>
  );
}
