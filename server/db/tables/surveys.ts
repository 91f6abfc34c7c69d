import { check, index, integer, jsonb, pgTable, text, varchar } from 'drizzle-orm/pg-core';
import { SURVEY_STATUSES, type SurveyAnswers, type SurveyField } from '../../../src/domain/contract/survey';
import { createdAt, id, oneOf, updatedAt } from './columns';
import { companyForeignKey, companyIdKey } from './company-keys';
import { companies, locations } from './tenancy';

export const SURVEY_RESPONSE_SOURCES = ['public', 'kiosk'] as const;

/**
 * A survey of a company (01 §3.6), company-wide like the customers it asks: each location hands
 * out its own link to it. The questions are one jsonb list (each with its 4-character id), read
 * and written whole by the builder.
 */
export const surveyForms = pgTable(
  'survey_forms',
  {
    id: id(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    title: varchar('title', { length: 100 }).notNull(),
    description: varchar('description', { length: 200 }),
    welcomeMessage: varchar('welcome_message', { length: 200 }).notNull(),
    thankyouMessage: varchar('thankyou_message', { length: 200 }).notNull(),
    status: text('status', { enum: SURVEY_STATUSES }).notNull().default('inactive'),
    fields: jsonb('fields').$type<SurveyField[]>().notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    companyIdKey('survey_forms', t),
    index('survey_forms_company_idx').on(t.companyId),
    check('survey_forms_status_check', oneOf(t.status, SURVEY_STATUSES)),
  ],
);

/** One submitted response: answers keyed by question id, and the location whose link or kiosk took it. */
export const surveyResponses = pgTable(
  'survey_responses',
  {
    id: id(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    formId: integer('form_id').notNull(),
    locationId: integer('location_id'),
    source: text('source', { enum: SURVEY_RESPONSE_SOURCES }).notNull(),
    answers: jsonb('answers').$type<SurveyAnswers>().notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    companyIdKey('survey_responses', t),
    companyForeignKey('survey_responses', t.companyId, t.formId, surveyForms, 'cascade'),
    companyForeignKey('survey_responses', t.companyId, t.locationId, locations, 'set null'),
    index('survey_responses_form_created_idx').on(t.formId, t.createdAt),
    check('survey_responses_source_check', oneOf(t.source, SURVEY_RESPONSE_SOURCES)),
  ],
);
