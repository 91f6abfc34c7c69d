import { Alert, Button, Stack, Text, Title } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { useState } from 'react';
import type { FieldErrors } from '../../../domain/contract/common';
import type { PublicSurvey, SurveyAnswer, SurveyAnswers } from '../../../domain/contract/survey';
import { randomId } from '../../../domain/rules/random-id';
import { checkSurveyAnswers } from '../../../domain/rules/survey-answers';
import { isApiError } from '../../../lib/api/api-error';
import { SurveyQuestion } from './survey-question';

interface SurveyAnswerFormProps {
  survey: PublicSurvey;
  /** Sends one response; the key makes a retried submission one response. */
  submit: (answers: SurveyAnswers, idempotencyKey: string) => Promise<unknown>;
  /** After the thank-you message: the kiosk starts over, the public page stays. */
  onAnswered?: () => void;
}

/**
 * The survey as a customer answers it (01 §2.7): welcome message, every question with its
 * mandatory rule checked as on the server, one response per submission, then the thank-you message.
 */
export function SurveyAnswerForm({ survey, submit, onAnswered }: SurveyAnswerFormProps) {
  const [answers, setAnswers] = useState<SurveyAnswers>({});
  const [errors, setErrors] = useState<FieldErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const [done, setDone] = useState(false);
  const [submissionKey, setSubmissionKey] = useState(randomId);

  if (done) {
    return (
      <Stack align="center" gap="sm" py="lg" ta="center">
        <IconCircleCheck size={48} color="var(--mantine-color-green-6)" aria-hidden />
        <Title order={2} size="h3">
          {survey.thankyou_message}
        </Title>
        {onAnswered && (
          <Text c="dimmed" size="sm">
            La encuesta empieza de nuevo en unos segundos.
          </Text>
        )}
      </Stack>
    );
  }

  const change = (id: string, value: SurveyAnswer) => {
    setAnswers((current) => ({ ...current, [id]: value }));
    setErrors(({ [`answers.${id}`]: _gone, ...rest }) => rest);
  };

  const send = async () => {
    const checked = checkSurveyAnswers(survey.fields, answers);
    setErrors(checked.errors);
    setFailure(null);
    if (Object.keys(checked.errors).length > 0) return;
    setSending(true);
    try {
      await submit(checked.answers, submissionKey);
      setDone(true);
      onAnswered?.();
    } catch (error) {
      if (isApiError(error) && error.errors) setErrors(error.errors);
      setFailure(error instanceof Error ? error.message : String(error));
      setSubmissionKey(randomId());
    } finally {
      setSending(false);
    }
  };

  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Title order={2} size="h3">
          {survey.title}
        </Title>
        <Text>{survey.welcome_message}</Text>
        {survey.description && (
          <Text size="sm" c="dimmed">
            {survey.description}
          </Text>
        )}
      </Stack>
      {survey.fields.map((field) => (
        <SurveyQuestion
          key={field.id}
          field={field}
          value={answers[field.id]}
          onChange={(value) => change(field.id, value)}
          errors={errors}
        />
      ))}
      {failure && (
        <Alert color="red" title="No se pudo enviar">
          {failure}
        </Alert>
      )}
      <Button size="md" fullWidth loading={sending} onClick={() => void send()}>
        Enviar respuestas
      </Button>
    </Stack>
  );
}
