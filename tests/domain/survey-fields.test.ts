import { describe, expect, it } from 'vitest';
import { SURVEY_FIELD_TYPES, SURVEY_MESSAGES, type SurveyField } from '../../src/domain/contract/survey';
import { checkSurveyAnswers } from '../../src/domain/rules/survey-answers';
import {
  cloneSurveyField,
  newSurveyField,
  questionsChanged,
  randomSurveyId,
  surveyFormErrors,
  withoutOption,
} from '../../src/domain/rules/survey-fields';
import { summarizeSurvey } from '../../src/domain/rules/survey-summary';

const single = (options: string[]): SurveyField => ({
  id: 'Qone',
  type: 'select_single',
  title: 'Pregunta',
  description: null,
  config: { mandatory: true, options: options.map((text, index) => ({ id: `Op0${index}`, text })) },
});

describe('survey field rules (01 §5.2)', () => {
  it('gives 4-character alphanumeric ids that avoid the ones taken', () => {
    for (let i = 0; i < 200; i++) expect(randomSurveyId()).toMatch(/^[A-Za-z0-9]{4}$/);
    const field = newSurveyField('select_multi');
    expect(field.config.options).toHaveLength(2);
    const copy = cloneSurveyField(field, [field.id, ...(field.config.options ?? []).map((o) => o.id)]);
    expect(copy.id).not.toBe(field.id);
    expect(copy.config.options?.map((o) => o.id)).not.toEqual(field.config.options?.map((o) => o.id));
  });

  it('starts every type valid once titled and its options written', () => {
    for (const type of SURVEY_FIELD_TYPES) {
      const field = newSurveyField(type);
      const filled = {
        ...field,
        title: 'Pregunta',
        config: {
          ...field.config,
          options: field.config.options?.map((o, i) => ({ ...o, text: `Opción ${i}` })),
        },
      };
      expect(
        surveyFormErrors({
          title: 'Encuesta',
          description: null,
          welcome_message: null,
          thankyou_message: null,
          fields: [filled],
        }),
      ).toEqual({});
    }
  });

  it('names each broken rule on its path', () => {
    const errors = surveyFormErrors({
      title: ' ',
      description: 'd'.repeat(201),
      welcome_message: null,
      thankyou_message: 't'.repeat(201),
      fields: [{ ...single(['']), title: '' }],
    });
    expect(errors).toEqual({
      title: [SURVEY_MESSAGES.empty],
      description: [SURVEY_MESSAGES.descriptionMax],
      thankyou_message: [SURVEY_MESSAGES.messageMax],
      'fields.0.title': [SURVEY_MESSAGES.empty],
      'fields.0.config.options': [SURVEY_MESSAGES.minOptions],
      'fields.0.config.options.0.text': [SURVEY_MESSAGES.optionEmpty],
    });
  });

  it('clears the last option instead of deleting it', () => {
    expect(withoutOption(single(['A', 'B']), 'Op00').config.options).toEqual([{ id: 'Op01', text: 'B' }]);
    expect(withoutOption(single(['A']), 'Op00').config.options).toEqual([{ id: 'Op00', text: '' }]);
  });

  it('sees a change of questions, not of spacing', () => {
    const before = [single(['A', 'B'])];
    expect(questionsChanged(before, [{ ...single([' A ', 'B']), title: ' Pregunta ' }])).toBe(false);
    expect(questionsChanged(before, [single(['A', 'C'])])).toBe(true);
  });

  it('asks a contact subfield only while shown; hidden mandatory ones are not asked', () => {
    const contact: SurveyField = {
      id: 'Cont',
      type: 'contact_info',
      title: 'Datos',
      description: null,
      config: {
        mandatory: false,
        subfields: [
          { id: 'first_name', enabled: true, mandatory: true },
          { id: 'company', enabled: false, mandatory: true },
        ],
      },
    };
    expect(checkSurveyAnswers([contact], {}).errors).toEqual({
      'answers.Cont.first_name': [SURVEY_MESSAGES.answerRequired],
    });
    expect(checkSurveyAnswers([contact], { Cont: { first_name: ' Ana ', company: 'X' } }).answers).toEqual({
      Cont: { first_name: 'Ana' },
    });
  });

  it('summarizes ratings as sum, min, max and average', () => {
    const rating: SurveyField = {
      id: 'Rate',
      type: 'rating',
      title: 'Estrellas',
      description: null,
      config: { mandatory: false, max: 3 },
    };
    const summary = summarizeSurvey([rating], [{ Rate: 1 }, { Rate: 2 }, {}, { Rate: 2 }]);
    expect(summary.response_count).toBe(4);
    expect(summary.fields[0]).toMatchObject({
      answered: 3,
      totals: { sum: 5, min: 1, max: 2, avg: 1.67 },
      items: [
        { id: '1', count: 1 },
        { id: '2', count: 2 },
        { id: '3', count: 0 },
      ],
    });
  });
});
