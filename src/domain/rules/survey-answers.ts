import type { FieldErrors } from '../contract/common';
import {
  CONTACT_INFO_SUBFIELDS,
  type ContactInfoSubfield,
  SURVEY_DEFAULTS,
  SURVEY_LIMITS,
  SURVEY_MESSAGES,
  type SurveyAnswer,
  type SurveyAnswers,
  type SurveyField,
} from '../contract/survey';
import { isValidEmail } from './phone';

type Check = { value: SurveyAnswer } | { error: string } | { empty: true };

const EMPTY: Check = { empty: true };
const invalid: Check = { error: SURVEY_MESSAGES.answerInvalid };

function optionIds(field: SurveyField): Set<string> {
  return new Set((field.config.options ?? []).map((option) => option.id));
}

function textCheck(raw: SurveyAnswer | undefined, max: number): Check {
  if (raw === undefined || raw === null) return EMPTY;
  if (typeof raw !== 'string') return invalid;
  const text = raw.trim();
  if (text === '') return EMPTY;
  if (text.length > max) return { error: SURVEY_MESSAGES.textMax.replace('{max}', String(max)) };
  return { value: text };
}

function contactValueError(subfield: ContactInfoSubfield, value: string): string | null {
  if (value.length > SURVEY_LIMITS.contactValueMax) {
    return SURVEY_MESSAGES.textMax.replace('{max}', String(SURVEY_LIMITS.contactValueMax));
  }
  if (subfield === 'phone' && !/^\+?\d{10,13}$/.test(value.replace(/[\s\-()]/g, ''))) {
    return SURVEY_MESSAGES.phoneInvalid;
  }
  if (subfield === 'email' && !isValidEmail(value)) return SURVEY_MESSAGES.emailInvalid;
  return null;
}

/** The answer of one question, checked against its type (not its mandatory flag). */
function checkAnswer(field: SurveyField, raw: SurveyAnswer | undefined): Check {
  if (raw === undefined || raw === null) return EMPTY;
  switch (field.type) {
    case 'select_single':
      if (raw === '') return EMPTY;
      return typeof raw === 'string' && optionIds(field).has(raw) ? { value: raw } : invalid;
    case 'select_multi': {
      if (!Array.isArray(raw)) return invalid;
      if (raw.length === 0) return EMPTY;
      const known = optionIds(field);
      const chosen = [...new Set(raw)];
      return chosen.every((id) => known.has(id)) ? { value: chosen } : invalid;
    }
    case 'rating': {
      const max = field.config.max ?? SURVEY_DEFAULTS.rating_max;
      if (typeof raw !== 'number' || !Number.isInteger(raw) || raw < 1 || raw > max) {
        return { error: SURVEY_MESSAGES.ratingRange.replace('{max}', String(max)) };
      }
      return { value: raw };
    }
    case 'yes_no':
      return typeof raw === 'boolean' ? { value: raw } : invalid;
    case 'number':
      if (raw === '') return EMPTY;
      return typeof raw === 'number' && Number.isFinite(raw) && Math.abs(raw) < 1e12
        ? { value: raw }
        : { error: SURVEY_MESSAGES.numberInvalid };
    case 'text':
      return textCheck(raw, SURVEY_LIMITS.textMax);
    case 'long_text':
      return textCheck(raw, SURVEY_LIMITS.longTextMax);
    case 'contact_info':
      return typeof raw === 'object' && !Array.isArray(raw) ? { value: raw } : invalid;
  }
}

/** contact_info: each shown subfield on its own path; mandatory only while shown (01 §5.2). */
function contactAnswer(field: SurveyField, raw: SurveyAnswer | undefined, errors: FieldErrors): SurveyAnswer {
  const given = raw && typeof raw === 'object' && !Array.isArray(raw) ? raw : {};
  const answer: Partial<Record<ContactInfoSubfield, string>> = {};
  for (const subfield of field.config.subfields ?? []) {
    if (!subfield.enabled) continue;
    const value = (given as Record<string, unknown>)[subfield.id];
    const text = typeof value === 'string' ? value.trim() : '';
    const path = `answers.${field.id}.${subfield.id}`;
    if (text === '') {
      if (subfield.mandatory) errors[path] = [SURVEY_MESSAGES.answerRequired];
      continue;
    }
    const error = contactValueError(subfield.id, text);
    if (error) errors[path] = [error];
    else answer[subfield.id] = text;
  }
  return CONTACT_INFO_SUBFIELDS.some((id) => answer[id] !== undefined) ? answer : null;
}

/**
 * A response checked against the form's questions: the stored answers (trimmed, only the form's
 * questions, empty ones left out) and Spanish errors by path (`answers.{question id}`, and
 * `answers.{id}.{subfield}` for contact data). Mandatory follows each question's flag.
 */
export function checkSurveyAnswers(
  fields: readonly SurveyField[],
  answers: SurveyAnswers,
): { answers: SurveyAnswers; errors: FieldErrors } {
  const errors: FieldErrors = {};
  const clean: SurveyAnswers = {};
  for (const field of fields) {
    const raw = answers[field.id];
    if (field.type === 'contact_info') {
      const value = contactAnswer(field, raw, errors);
      if (value !== null) clean[field.id] = value;
      continue;
    }
    const check = checkAnswer(field, raw);
    const path = `answers.${field.id}`;
    if ('error' in check) errors[path] = [check.error];
    else if ('empty' in check) {
      if (field.config.mandatory) errors[path] = [SURVEY_MESSAGES.answerRequired];
    } else clean[field.id] = check.value;
  }
  return { answers: clean, errors };
}
