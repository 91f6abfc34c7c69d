import {
  CONTACT_INFO_LABELS,
  SURVEY_DEFAULTS,
  type SurveyAnswer,
  type SurveyAnswers,
  type SurveyField,
  type SurveySummary,
  type SurveySummaryField,
} from '../contract/survey';

type Item = SurveySummaryField['items'][number];
type Totals = SurveySummaryField['totals'];

const NO_TOTALS: Totals = { sum: null, min: null, max: null, avg: null };

const round2 = (value: number) => Math.round(value * 100) / 100;

function totalsOf(values: number[]): Totals {
  if (values.length === 0) return NO_TOTALS;
  const sum = values.reduce((total, value) => total + value, 0);
  return {
    sum: round2(sum),
    min: Math.min(...values),
    max: Math.max(...values),
    avg: round2(sum / values.length),
  };
}

const starLabel = (stars: number) => (stars === 1 ? '1 estrella' : `${stars} estrellas`);

function countWhere(values: SurveyAnswer[], test: (value: SurveyAnswer) => boolean): number {
  return values.filter(test).length;
}

function itemsOf(field: SurveyField, values: SurveyAnswer[]): Item[] {
  switch (field.type) {
    case 'select_single':
    case 'select_multi':
      return (field.config.options ?? []).map((option) => ({
        id: option.id,
        label: option.text,
        count: countWhere(
          values,
          (value) => value === option.id || (Array.isArray(value) && value.includes(option.id)),
        ),
      }));
    case 'rating': {
      const max = field.config.max ?? SURVEY_DEFAULTS.rating_max;
      return Array.from({ length: max }, (_, index) => index + 1).map((stars) => ({
        id: String(stars),
        label: starLabel(stars),
        count: countWhere(values, (value) => value === stars),
      }));
    }
    case 'yes_no':
      return [
        { id: 'yes', label: 'Sí', count: countWhere(values, (value) => value === true) },
        { id: 'no', label: 'No', count: countWhere(values, (value) => value === false) },
      ];
    case 'contact_info':
      return (field.config.subfields ?? [])
        .filter((subfield) => subfield.enabled)
        .map((subfield) => ({
          id: subfield.id,
          label: CONTACT_INFO_LABELS[subfield.id],
          subfield_id: subfield.id,
          count: countWhere(
            values,
            (value) =>
              typeof value === 'object' &&
              value !== null &&
              !Array.isArray(value) &&
              Boolean(value[subfield.id]),
          ),
        }));
    default:
      return [];
  }
}

/**
 * The summary of 01 §3.6 over the stored responses: per question how many answered it, counts per
 * option (select), per star (rating), yes and no, and per contact subfield; sum, min, max and
 * average of ratings and numbers.
 */
export function summarizeSurvey(
  fields: readonly SurveyField[],
  responses: readonly SurveyAnswers[],
): SurveySummary {
  return {
    response_count: responses.length,
    fields: fields.map((field) => {
      const values = responses
        .map((answers) => answers[field.id])
        .filter((value): value is SurveyAnswer => value !== undefined && value !== null);
      const numeric = field.type === 'rating' || field.type === 'number';
      return {
        id: field.id,
        title: field.title,
        type: field.type,
        options: field.config.options ?? [],
        answered: values.length,
        items: itemsOf(field, values),
        totals: numeric
          ? totalsOf(values.filter((value): value is number => typeof value === 'number'))
          : NO_TOTALS,
      };
    }),
  };
}

/** One answer as the responses table shows it: option texts, 'Sí'/'No', contact data joined. */
export function answerText(field: SurveyField, value: SurveyAnswer | undefined): string | number | null {
  if (value === undefined || value === null) return null;
  const optionText = (id: string) => field.config.options?.find((option) => option.id === id)?.text ?? id;
  if (typeof value === 'boolean') return value ? 'Sí' : 'No';
  if (typeof value === 'number') return value;
  if (Array.isArray(value)) return value.map(optionText).join(', ');
  if (typeof value === 'object') {
    return (field.config.subfields ?? [])
      .map((subfield) => value[subfield.id])
      .filter(Boolean)
      .join(' · ');
  }
  return field.type === 'select_single' ? optionText(value) : value;
}
