import { Alert, Button, Center, Loader, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { PublicLayout } from '../../public/public-layout';
import { SurveyAnswerForm } from '../../public/survey/survey-answer-form';
import { surveyApi, surveyKeys } from '../api/survey-api';

/** How long the thank-you message stays before the kiosk starts over for the next customer. */
export const KIOSK_RESET_MS = 5_000;

/** The kiosk's choice of survey (survey-kiosk role): the company's active surveys. */
export function KioskListPage() {
  const query = useQuery({
    queryKey: surveyKeys.kioskForms,
    queryFn: ({ signal }) => surveyApi.kioskForms(signal),
  });
  return (
    <PublicLayout businessName="Kiosco de encuestas">
      {query.error ? (
        <Alert color="red">{query.error.message}</Alert>
      ) : !query.data ? (
        <Center mih={120}>
          <Loader aria-label="Cargando" />
        </Center>
      ) : query.data.length === 0 ? (
        <Text>No hay encuestas activas.</Text>
      ) : (
        <Stack gap="sm">
          <Title order={2} size="h4">
            Elige la encuesta que responderán tus clientes
          </Title>
          {query.data.map((form) => (
            <Button
              key={form.id}
              variant="light"
              justify="flex-start"
              component={Link}
              to={`/survey/kiosk/${form.id}`}
            >
              {form.title}
            </Button>
          ))}
        </Stack>
      )}
    </PublicLayout>
  );
}

/**
 * The survey on the business's own tablet: one response, the thank-you message, and after
 * KIOSK_RESET_MS an empty survey for the next customer (a new form, nothing of the last answer).
 */
export function KioskFormPage() {
  const { id = '' } = useParams({ strict: false }) as { id?: string };
  const formId = Number(id);
  const [round, setRound] = useState(0);
  const [answered, setAnswered] = useState(false);
  const query = useQuery({
    queryKey: surveyKeys.kioskForm(formId),
    queryFn: ({ signal }) => surveyApi.kioskForm(formId, signal),
    retry: false,
  });
  useEffect(() => {
    if (!answered) return;
    const timer = setTimeout(() => {
      setAnswered(false);
      setRound((current) => current + 1);
      window.scrollTo(0, 0);
    }, KIOSK_RESET_MS);
    return () => clearTimeout(timer);
  }, [answered]);

  if (query.error) {
    return (
      <PublicLayout>
        <Alert color="red" title="Encuesta no disponible">
          {query.error.message}
        </Alert>
      </PublicLayout>
    );
  }
  if (!query.data) {
    return (
      <PublicLayout>
        <Center mih={200}>
          <Loader aria-label="Cargando" />
        </Center>
      </PublicLayout>
    );
  }
  return (
    <PublicLayout businessName={query.data.business_name}>
      <SurveyAnswerForm
        key={round}
        survey={query.data}
        submit={(answers, key) => surveyApi.kioskAnswer(formId, answers, key)}
        onAnswered={() => setAnswered(true)}
      />
    </PublicLayout>
  );
}
