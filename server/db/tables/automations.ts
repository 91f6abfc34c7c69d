import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, unique, varchar } from 'drizzle-orm/pg-core';
import {
  AUTOMATION_EVENT_TYPES,
  AUTOMATION_REVIEW_STATUSES,
  AUTOMATION_STATUSES,
  type AutomationParams,
} from '../../../src/domain/contract/automations';
import { at, companyId, createdAt, id, oneOf, updatedAt } from './columns';
import { companyForeignKey, companyIdKey } from './company-keys';
import { companies, locations } from './tenancy';

/** A company's recipe 'Si {event}, entonces {action}' (02 §3); the presets are reference data in src/domain. */
export const automationRecipes = pgTable(
  'automation_recipes',
  {
    id: id(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    title: varchar('title', { length: 100 }).notNull(),
    ifId: integer('if_id').notNull(),
    thenId: integer('then_id').notNull(),
    status: text('status', { enum: AUTOMATION_STATUSES }).notNull().default('active'),
    reviewStatus: text('review_status', { enum: AUTOMATION_REVIEW_STATUSES }).notNull().default('approved'),
    params: jsonb('params').$type<Required<AutomationParams>>().notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    companyIdKey('automation_recipes', t),
    index('automation_recipes_company_if_idx').on(t.companyId, t.ifId),
    check('automation_recipes_status_check', oneOf(t.status, AUTOMATION_STATUSES)),
    check('automation_recipes_review_status_check', oneOf(t.reviewStatus, AUTOMATION_REVIEW_STATUSES)),
  ],
);

/**
 * Something that happened (a visit completed, an order delivered...), written once in the
 * transaction that caused it: (company, type, subject) is unique. dispatched_at is set when its
 * consumers' jobs are queued; the sweeper queues the ones left without.
 */
export const automationEvents = pgTable(
  'automation_events',
  {
    id: id(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    locationId: integer('location_id'),
    type: text('type', { enum: AUTOMATION_EVENT_TYPES }).notNull(),
    /** The queue item, sale, loyalty transaction or survey response it is about. */
    subjectId: integer('subject_id').notNull(),
    contactId: integer('contact_id'),
    /** The customer as the event saw them: { name, phone }. */
    data: jsonb('data').$type<{ name: string | null; phone: string | null }>().notNull(),
    createdAt: createdAt(),
    dispatchedAt: at('dispatched_at'),
  },
  (t) => [
    companyIdKey('automation_events', t),
    companyForeignKey('automation_events', t.companyId, t.locationId, locations, 'cascade'),
    unique('automation_events_subject_unique').on(t.companyId, t.type, t.subjectId),
    index('automation_events_undispatched_idx').on(t.createdAt).where(sql`${t.dispatchedAt} is null`),
    check('automation_events_type_check', oneOf(t.type, AUTOMATION_EVENT_TYPES)),
  ],
);

export const AUTOMATION_RUN_STATUSES = ['done', 'skipped', 'failed'] as const;

/**
 * The run log: one row per event and consumer (a recipe 'recipe:{id}', or a built-in one such as
 * the waitlist settings' survey), the floor under "at most once".
 */
export const automationRuns = pgTable(
  'automation_runs',
  {
    id: id(),
    companyId: companyId(),
    eventId: integer('event_id').notNull(),
    consumer: varchar('consumer', { length: 40 }).notNull(),
    recipeId: integer('recipe_id'),
    status: text('status', { enum: AUTOMATION_RUN_STATUSES }).notNull(),
    /** Why it was skipped or failed, in Spanish. */
    detail: text('detail'),
    messageId: integer('message_id'),
    createdAt: createdAt(),
  },
  (t) => [
    companyIdKey('automation_runs', t),
    companyForeignKey('automation_runs', t.companyId, t.eventId, automationEvents, 'cascade'),
    companyForeignKey('automation_runs', t.companyId, t.recipeId, automationRecipes, 'set null'),
    unique('automation_runs_event_consumer_unique').on(t.companyId, t.eventId, t.consumer),
    check('automation_runs_status_check', oneOf(t.status, AUTOMATION_RUN_STATUSES)),
  ],
);
