import {
  SURVEY_DEFAULTS,
  type SurveyField,
  type SurveyFieldType,
  type SurveyForm,
  type SurveyFormBody,
} from '../../../domain/contract/survey';
import { cloneSurveyField, newSurveyField } from '../../../domain/rules/survey-fields';

/** The builder's values: the body of POST/PATCH /v1/survey/form with texts as strings. */
export interface SurveyFormValues {
  title: string;
  description: string;
  welcome_message: string;
  thankyou_message: string;
  fields: SurveyField[];
}

/** A new survey: the personalization defaults of 01 §5.2 already written in. */
export function emptySurveyValues(): SurveyFormValues {
  return {
    title: '',
    description: '',
    welcome_message: SURVEY_DEFAULTS.welcome_message,
    thankyou_message: SURVEY_DEFAULTS.thankyou_message,
    fields: [],
  };
}

export function surveyValuesOf(form: SurveyForm): SurveyFormValues {
  return {
    title: form.title,
    description: form.description ?? '',
    welcome_message: form.welcome_message,
    thankyou_message: form.thankyou_message,
    fields: form.fields,
  };
}

export function surveyBodyOf(values: SurveyFormValues): SurveyFormBody {
  return { ...values, description: values.description.trim() || null };
}

/** Every id the form uses (questions and options): new ones must differ. */
function takenIds(fields: readonly SurveyField[]): string[] {
  return fields.flatMap((field) => [field.id, ...(field.config.options ?? []).map((option) => option.id)]);
}

export const withNewField = (fields: readonly SurveyField[], type: SurveyFieldType): SurveyField[] => [
  ...fields,
  newSurveyField(type, takenIds(fields)),
];

/** The question copied right under itself. */
export function withClone(fields: readonly SurveyField[], index: number): SurveyField[] {
  const field = fields[index];
  if (!field) return [...fields];
  const next = [...fields];
  next.splice(index + 1, 0, cloneSurveyField(field, takenIds(fields)));
  return next;
}

/** The question moved one place up (-1) or down (+1); at an end it stays. */
export function withMove(fields: readonly SurveyField[], index: number, step: -1 | 1): SurveyField[] {
  const target = index + step;
  const next = [...fields];
  const moving = next[index];
  const other = next[target];
  if (!moving || !other) return next;
  next[index] = other;
  next[target] = moving;
  return next;
}
