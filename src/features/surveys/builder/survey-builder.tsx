import { Alert, Button, Group, Menu, Paper, Stack, Text, Textarea, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconInfoCircle, IconPlus } from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useEffect } from 'react';
import {
  SURVEY_FIELD_TYPE_LABELS,
  SURVEY_FIELD_TYPES,
  SURVEY_MESSAGES,
  type SurveyForm,
} from '../../../domain/contract/survey';
import { surveyFormErrors } from '../../../domain/rules/survey-fields';
import { ConfirmLeave } from '../../../ui/confirm-leave';
import { saveHandlers, showFixErrors } from '../../../ui/form-save';
import { surveyApi, surveyKeys } from '../api/survey-api';
import { QuestionEditor } from './question-editor';
import {
  emptySurveyValues,
  type SurveyFormValues,
  surveyBodyOf,
  surveyValuesOf,
  withClone,
  withMove,
  withNewField,
} from './survey-form-values';

interface SurveyBuilderProps {
  /** The survey being edited; null: a new one. */
  survey: SurveyForm | null;
  canWrite: boolean;
}

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <Paper withBorder radius="md" p="md">
      <Stack gap="sm">
        <Title order={2} size="h4">
          {title}
        </Title>
        {children}
      </Stack>
    </Paper>
  );
}

/**
 * The survey builder (01 §2.7): general info, questions (move, delete, clone, 'Agregar pregunta'
 * by type) and personalization; every rule of 01 §5.2 before sending, the server's errors under
 * their inputs, and 'Confirmar salida' when leaving with unsaved changes.
 */
export function SurveyBuilder({ survey, canWrite }: SurveyBuilderProps) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const form = useForm<SurveyFormValues>({
    initialValues: survey ? surveyValuesOf(survey) : emptySurveyValues(),
    validate: (values) => surveyFormErrors(surveyBodyOf(values)),
  });
  const locked = survey?.status === 'active' || !canWrite;
  const fields = form.getValues().fields;
  const handlers = saveHandlers<SurveyFormValues, SurveyForm>(form, surveyValuesOf);
  const save = useMutation({
    mutationFn: (values: SurveyFormValues) => surveyApi.save(survey?.id ?? null, surveyBodyOf(values)),
    onSuccess: (saved) => {
      handlers.onSuccess(saved);
      queryClient.setQueryData(surveyKeys.form(saved.id), saved);
      void queryClient.invalidateQueries({ queryKey: surveyKeys.all });
    },
    onError: handlers.onError,
  });
  // A new survey opens as saved once the clean form has rendered (the leave guard reads the last render).
  const createdId = survey ? null : (save.data?.id ?? null);
  useEffect(() => {
    if (createdId !== null) void navigate({ to: `/survey/forms/${createdId}` });
  }, [createdId, navigate]);
  const setFields = (next: SurveyFormValues['fields']) => form.setFieldValue('fields', next);

  return (
    <form onSubmit={form.onSubmit((values) => save.mutate(values), showFixErrors)} noValidate>
      <ConfirmLeave dirty={form.isDirty() && !save.isSuccess} keepsForm={() => false} />
      <Stack gap="md">
        <Section title="Información general">
          <TextInput label="Título" withAsterisk disabled={!canWrite} {...form.getInputProps('title')} />
        </Section>

        <Section title="Preguntas">
          <Alert variant="light" color="blue" icon={<IconInfoCircle size={18} />} p="xs">
            {SURVEY_MESSAGES.lockedNote}
          </Alert>
          {fields.length === 0 && (
            <Text c="dimmed" size="sm">
              Aún no hay preguntas. Agrega la primera con 'Agregar pregunta'.
            </Text>
          )}
          {form.errors.fields && (
            <Text c="red" size="sm" role="alert">
              {form.errors.fields}
            </Text>
          )}
          {fields.map((field, index) => (
            <QuestionEditor
              key={field.id}
              form={form}
              index={index}
              count={fields.length}
              locked={locked}
              onMove={(step) => setFields(withMove(fields, index, step))}
              onDelete={() => setFields(fields.filter((_, position) => position !== index))}
              onClone={() => setFields(withClone(fields, index))}
            />
          ))}
          {!locked && (
            <Menu position="bottom-start">
              <Menu.Target>
                <Button
                  variant="light"
                  leftSection={<IconPlus size={16} />}
                  style={{ alignSelf: 'flex-start' }}
                >
                  Agregar pregunta
                </Button>
              </Menu.Target>
              <Menu.Dropdown>
                {SURVEY_FIELD_TYPES.map((type) => (
                  <Menu.Item key={type} onClick={() => setFields(withNewField(fields, type))}>
                    {SURVEY_FIELD_TYPE_LABELS[type]}
                  </Menu.Item>
                ))}
              </Menu.Dropdown>
            </Menu>
          )}
        </Section>

        <Section title="Personalización">
          <Textarea
            label="Descripción"
            rows={2}
            disabled={!canWrite}
            {...form.getInputProps('description')}
          />
          <Textarea
            label="Mensaje de bienvenida"
            rows={2}
            disabled={!canWrite}
            {...form.getInputProps('welcome_message')}
          />
          <Textarea
            label="Mensaje de agradecimiento"
            rows={2}
            disabled={!canWrite}
            {...form.getInputProps('thankyou_message')}
          />
        </Section>

        {canWrite && (
          <Group justify="flex-end">
            <Button type="submit" loading={save.isPending}>
              Guardar
            </Button>
          </Group>
        )}
      </Stack>
    </form>
  );
}
