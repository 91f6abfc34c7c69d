import { Alert, Button, Center, Loader, Stack, Text, Title } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import {
  nextPreferenceStep,
  PREFERENCE_MESSAGES,
  PREFERENCE_QUESTIONS,
  type PreferenceAnswers,
  type PreferenceQuestion,
} from '../../domain/rules/onboarding-preferences';
import { GroupSizeQuestion } from './group-size-question';
import { saveOnboardSettings } from './onboarding-api';
import { onboardSettingsBody, PREFERENCE_QUESTION_TEXT } from './preference-questions';
import { YesNoQuestion } from './yes-no-question';

/** Answers up to `question` kept, later ones dropped: changing an answer asks what follows again. */
function answersBefore(answers: PreferenceAnswers, question: PreferenceQuestion): PreferenceAnswers {
  const kept: PreferenceAnswers = {};
  for (const asked of PREFERENCE_QUESTIONS.slice(0, PREFERENCE_QUESTIONS.indexOf(question))) {
    Object.assign(kept, { [asked]: answers[asked] });
  }
  return kept;
}

/** Preferences step (waitlist mode): questions one after another, then the settings are saved. */
export function PreferencesStep({ onDone }: { onDone: () => void }) {
  const [answers, setAnswers] = useState<PreferenceAnswers>({});
  const [notice, setNotice] = useState<string | null>(null);
  const save = useMutation({ mutationFn: saveOnboardSettings, onSuccess: onDone });
  const step = nextPreferenceStep(answers);

  const answer = (question: PreferenceQuestion, value: boolean | number) => {
    const next = { ...answersBefore(answers, question), [question]: value };
    const nextStep = nextPreferenceStep(next);
    if (nextStep.kind === 'reset') {
      setAnswers({});
      setNotice(nextStep.message);
      return;
    }
    setAnswers(next);
    setNotice(null);
    const body = onboardSettingsBody(next);
    if (body) save.mutate(body);
  };

  const shown =
    step.kind === 'ask'
      ? PREFERENCE_QUESTIONS.slice(0, PREFERENCE_QUESTIONS.indexOf(step.question) + 1)
      : PREFERENCE_QUESTIONS;

  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Title order={1} size="h3" ta="center">
          ¿Cómo atiendes a tus clientes?
        </Title>
        <Text size="sm" c="dimmed" ta="center">
          Podrás cambiarlo después en la configuración.
        </Text>
      </Stack>
      {notice && (
        <Alert color="orange" role="alert">
          {notice}
        </Alert>
      )}
      {shown.map((question) =>
        question === 'group_size' ? (
          <GroupSizeQuestion
            key={question}
            value={answers.group_size}
            onAnswer={(value) => answer(question, value)}
          />
        ) : (
          <YesNoQuestion
            key={question}
            question={PREFERENCE_QUESTION_TEXT[question]}
            value={answers[question]}
            onAnswer={(value) => answer(question, value)}
          />
        ),
      )}
      {save.isPending && (
        <Center role="status" aria-label="Guardando">
          <Loader />
        </Center>
      )}
      {save.isError && (
        <Alert color="red" role="alert">
          <Stack gap="sm" align="flex-start">
            <Text size="sm">{PREFERENCE_MESSAGES.failed}</Text>
            <Button variant="light" color="red" onClick={() => save.variables && save.mutate(save.variables)}>
              Reintentar
            </Button>
          </Stack>
        </Alert>
      )}
    </Stack>
  );
}
