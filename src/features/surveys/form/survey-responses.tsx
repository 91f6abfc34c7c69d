import { SURVEY_RESPONSES_FILE_NAME, type SurveyForm } from '../../../domain/contract/survey';
import { ReportScreen, type ReportType } from '../../../ui/report/report-screen';
import { surveyApi, surveyKeys } from '../api/survey-api';

const FILTERS = [
  { key: 'date_from', label: 'Desde', type: 'datetime' },
  { key: 'date_to', label: 'Hasta', type: 'datetime' },
] as const;

/**
 * 'Respuestas' (01 §2.7) on the generic report screen: date filters (empty: every response),
 * 100 a page, newest first, fetched on opening, CSV named survey-responses.
 */
export function SurveyResponsesReport({ form }: { form: SurveyForm }) {
  const types: ReportType[] = [
    {
      value: 'responses',
      label: 'Respuestas',
      fetchPage: (request, signal) => surveyApi.responses(form.id, request, signal),
    },
  ];
  return (
    <ReportScreen
      title="Respuestas"
      reportTypes={types}
      filters={FILTERS}
      queryKeyPrefix={surveyKeys.responses(form.id)}
      fileName={() => SURVEY_RESPONSES_FILE_NAME}
      processOnOpen
    />
  );
}
