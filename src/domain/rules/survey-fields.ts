import type { FieldErrors } from '../contract/common';
import {
  CONTACT_INFO_SUBFIELDS,
  SURVEY_DEFAULTS,
  SURVEY_ID_PATTERN,
  SURVEY_LIMITS,
  SURVEY_MESSAGES,
  type SurveyField,
  type SurveyFieldType,
  type SurveyFormBody,
} from '../contract/survey';

const ID_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** A random 4-character alphanumeric id (01 §3.6), different from the ids already taken. */
export function randomSurveyId(taken: Iterable<string> = []): string {
  const used = new Set(taken);
  for (;;) {
    const bytes = crypto.getRandomValues(new Uint8Array(4));
    const id = Array.from(bytes, (byte) => ID_ALPHABET[byte % ID_ALPHABET.length]).join('');
    if (!used.has(id)) return id;
  }
}

export const isSelectType = (type: SurveyFieldType) => type === 'select_single' || type === 'select_multi';

/** A new question of the type with its starting config: two empty options, 5 stars, contact name and phone shown. */
export function newSurveyField(type: SurveyFieldType, takenIds: Iterable<string> = []): SurveyField {
  const id = randomSurveyId(takenIds);
  const base = { id, type, title: '', description: null };
  if (isSelectType(type)) {
    const first = randomSurveyId([id]);
    return {
      ...base,
      config: {
        mandatory: false,
        options: [
          { id: first, text: '' },
          { id: randomSurveyId([id, first]), text: '' },
        ],
      },
    };
  }
  if (type === 'rating') return { ...base, config: { mandatory: false, max: SURVEY_DEFAULTS.rating_max } };
  if (type === 'contact_info') {
    return {
      ...base,
      config: {
        // contact_info has no general mandatory switch (01 §5.2): each subfield has its own.
        mandatory: false,
        subfields: CONTACT_INFO_SUBFIELDS.map((subfield) => ({
          id: subfield,
          enabled: subfield === 'first_name' || subfield === 'phone',
          mandatory: false,
        })),
      },
    };
  }
  return { ...base, config: { mandatory: false } };
}

/** A copy of the question with new ids for it and its options. */
export function cloneSurveyField(field: SurveyField, takenIds: Iterable<string>): SurveyField {
  const taken = new Set(takenIds);
  const id = randomSurveyId(taken);
  taken.add(id);
  const options = field.config.options?.map((option) => {
    const optionId = randomSurveyId(taken);
    taken.add(optionId);
    return { ...option, id: optionId };
  });
  return { ...field, id, config: { ...field.config, ...(options ? { options } : {}) } };
}

/** A contact_info subfield's mandatory flag only counts while it is shown (01 §5.2). */
function contactSubfields(field: SurveyField) {
  return (field.config.subfields ?? []).map((subfield) => ({
    ...subfield,
    mandatory: subfield.enabled && subfield.mandatory,
  }));
}

/**
 * The question as it is stored: trimmed texts, only the config of its type (options for select
 * types, max for rating, subfields without a general mandatory switch for contact_info).
 */
export function normalizeSurveyField(field: SurveyField): SurveyField {
  const base = {
    id: field.id,
    type: field.type,
    title: field.title.trim(),
    description: field.description?.trim() || null,
  };
  if (isSelectType(field.type)) {
    const options = (field.config.options ?? []).map((option) => ({
      id: option.id,
      text: option.text.trim(),
    }));
    return { ...base, config: { mandatory: field.config.mandatory ?? false, options } };
  }
  if (field.type === 'rating') {
    return {
      ...base,
      config: {
        mandatory: field.config.mandatory ?? false,
        max: field.config.max ?? SURVEY_DEFAULTS.rating_max,
      },
    };
  }
  if (field.type === 'contact_info') {
    const given = new Map(contactSubfields(field).map((subfield) => [subfield.id, subfield]));
    const subfields = CONTACT_INFO_SUBFIELDS.map(
      (id) => given.get(id) ?? { id, enabled: false, mandatory: false },
    );
    return { ...base, config: { mandatory: false, subfields } };
  }
  return { ...base, config: { mandatory: field.config.mandatory ?? false } };
}

function add(errors: FieldErrors, path: string, message: string) {
  errors[path] = [...(errors[path] ?? []), message];
}

function fieldErrors(errors: FieldErrors, field: SurveyField, index: number, seenIds: Set<string>) {
  const at = `fields.${index}`;
  if (!SURVEY_ID_PATTERN.test(field.id) || seenIds.has(field.id))
    add(errors, `${at}.id`, SURVEY_MESSAGES.duplicateId);
  seenIds.add(field.id);
  const title = field.title.trim();
  if (title === '') add(errors, `${at}.title`, SURVEY_MESSAGES.empty);
  else if (title.length > SURVEY_LIMITS.fieldTitleMax)
    add(errors, `${at}.title`, SURVEY_MESSAGES.fieldTitleMax);
  if ((field.description?.trim().length ?? 0) > SURVEY_LIMITS.fieldDescriptionMax) {
    add(errors, `${at}.description`, SURVEY_MESSAGES.descriptionMax);
  }
  if (isSelectType(field.type)) {
    const options = field.config.options ?? [];
    if (options.length < 2) add(errors, `${at}.config.options`, SURVEY_MESSAGES.minOptions);
    if (options.length > SURVEY_LIMITS.optionsMax)
      add(errors, `${at}.config.options`, SURVEY_MESSAGES.optionsMax);
    options.forEach((option, optionIndex) => {
      const text = option.text.trim();
      const path = `${at}.config.options.${optionIndex}.text`;
      if (text === '') add(errors, path, SURVEY_MESSAGES.optionEmpty);
      else if (text.length > SURVEY_LIMITS.optionMax) add(errors, path, SURVEY_MESSAGES.optionMax);
      if (!SURVEY_ID_PATTERN.test(option.id) || seenIds.has(option.id)) {
        add(errors, `${at}.config.options.${optionIndex}.id`, SURVEY_MESSAGES.duplicateId);
      }
      seenIds.add(option.id);
    });
  }
  if (field.type === 'rating') {
    const max = field.config.max ?? SURVEY_DEFAULTS.rating_max;
    if (!Number.isInteger(max) || max < SURVEY_LIMITS.ratingMin || max > SURVEY_LIMITS.ratingMax) {
      add(errors, `${at}.config.max`, SURVEY_MESSAGES.ratingMax);
    }
  }
}

function maxLength(
  errors: FieldErrors,
  path: string,
  value: string | null | undefined,
  max: number,
  message: string,
) {
  if ((value?.trim().length ?? 0) > max) add(errors, path, message);
}

/** Every rule of 01 §5.2 on a form, as Spanish messages by path (`fields.2.config.options.0.text`). */
export function surveyFormErrors(body: SurveyFormBody): FieldErrors {
  const errors: FieldErrors = {};
  const title = body.title.trim();
  if (title === '') add(errors, 'title', SURVEY_MESSAGES.empty);
  else maxLength(errors, 'title', title, SURVEY_LIMITS.titleMax, SURVEY_MESSAGES.titleMax);
  maxLength(
    errors,
    'description',
    body.description,
    SURVEY_LIMITS.descriptionMax,
    SURVEY_MESSAGES.descriptionMax,
  );
  maxLength(
    errors,
    'welcome_message',
    body.welcome_message,
    SURVEY_LIMITS.messageMax,
    SURVEY_MESSAGES.messageMax,
  );
  maxLength(
    errors,
    'thankyou_message',
    body.thankyou_message,
    SURVEY_LIMITS.messageMax,
    SURVEY_MESSAGES.messageMax,
  );
  if (body.fields.length === 0) add(errors, 'fields', SURVEY_MESSAGES.noFields);
  if (body.fields.length > SURVEY_LIMITS.fieldsMax) add(errors, 'fields', SURVEY_MESSAGES.fieldsMax);
  const seenIds = new Set<string>();
  body.fields.forEach((field, index) => {
    fieldErrors(errors, field, index, seenIds);
  });
  return errors;
}

/** The form as it is stored: trimmed, empty personalization replaced by the defaults of 01 §5.2. */
export function normalizeSurveyForm(body: SurveyFormBody): SurveyFormBody {
  return {
    title: body.title.trim(),
    description: body.description?.trim() || null,
    welcome_message: body.welcome_message?.trim() || SURVEY_DEFAULTS.welcome_message,
    thankyou_message: body.thankyou_message?.trim() || SURVEY_DEFAULTS.thankyou_message,
    fields: body.fields.map(normalizeSurveyField),
  };
}

/** Whether two stored question lists differ (order, text, type, options or config). */
export function questionsChanged(before: readonly SurveyField[], after: readonly SurveyField[]): boolean {
  const canonical = (fields: readonly SurveyField[]) => JSON.stringify(fields.map(normalizeSurveyField));
  return canonical(before) !== canonical(after);
}

/** Removing an option: the last one cannot go, it is cleared instead (01 §5.2). */
export function withoutOption(field: SurveyField, optionId: string): SurveyField {
  const options = field.config.options ?? [];
  const next =
    options.length <= 1
      ? options.map((option) => ({ ...option, text: '' }))
      : options.filter((option) => option.id !== optionId);
  return { ...field, config: { ...field.config, options: next } };
}
