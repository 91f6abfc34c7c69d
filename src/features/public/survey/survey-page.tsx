import { useParams } from '@tanstack/react-router';
import { PublicLayout } from '../public-layout';
import { PublicQueryGate } from '../public-load-state';
import { SurveyAnswerForm } from './survey-answer-form';
import { sendPublicSurvey, usePublicSurvey } from './survey-queries';

/** The survey link a business shares (/r/{username}/encuesta/{id}): phone-sized, one response per submission. */
export default function SurveyPage() {
  const { username = '', id = '' } = useParams({ strict: false }) as { username?: string; id?: string };
  const query = usePublicSurvey(username, id);
  return (
    <PublicQueryGate
      query={query}
      notFound={{ title: 'Encuesta no encontrada.', hint: 'Revisa el enlace que te compartieron.' }}
      failedTitle="Encuesta no disponible"
    >
      {(survey) => (
        <PublicLayout businessName={survey.business_name}>
          <SurveyAnswerForm survey={survey} submit={sendPublicSurvey(username, id)} />
        </PublicLayout>
      )}
    </PublicQueryGate>
  );
}
