import { and, count, eq, type SQL, sql } from 'drizzle-orm';
import type { SearchQuery } from '../../../src/domain/contract/search';
import {
  SURVEY_MESSAGES,
  type SurveyForm,
  type SurveyFormBody,
  type SurveyStatus,
} from '../../../src/domain/contract/survey';
import {
  normalizeSurveyForm,
  questionsChanged,
  surveyFormErrors,
} from '../../../src/domain/rules/survey-fields';
import { startOfZonedDay } from '../../../src/domain/rules/zoned-time';
import type { Db } from '../../db/client';
import { locations, surveyForms, surveyResponses } from '../../db/schema';
import { ConflictError } from '../../http/errors';
import { surveyPublicUrl } from '../../http/public-urls';
import { translateSearch } from '../../http/search/translate-search';
import type { SearchResource } from '../../http/search/types';
import { ofCompany, type Tenant } from '../../http/tenancy';
import { qualified } from '../reporting/report-sql';
import { formOfCompany, type SurveyFormRow } from './form-lookup';
import { formView } from './form-view';
import { surveyRefusal } from './survey-errors';

/** Who asks and where the links they copy point: the session's location's public address. */
export interface SurveyScope {
  tenant: Tenant;
  origin: string;
  now: Date;
}

const responseCount = sql<number>`(select count(*)::int from ${surveyResponses} where ${surveyResponses.formId} = ${qualified(surveyForms.id)})`;

/** What POST /v1/survey/form/search may filter and sort by. */
export const SURVEY_FORM_SEARCH: SearchResource = {
  fields: {
    id: { column: surveyForms.id, type: 'number', integer: true },
    title: { column: surveyForms.title, type: 'string' },
    status: { column: surveyForms.status, type: 'enum', values: ['active', 'inactive'] },
    created_at: { column: surveyForms.createdAt, type: 'date' },
    response_count: { column: responseCount, type: 'number' },
  },
  textFields: [surveyForms.title],
  defaultSort: [{ field: 'created_at', direction: 'desc' }],
  tieBreaker: surveyForms.id,
};

async function usernameOf(db: Db, tenant: Tenant): Promise<string> {
  const [row] = await db
    .select({ username: locations.username })
    .from(locations)
    .where(eq(locations.id, tenant.locationId));
  return row?.username ?? '';
}

async function viewOf(db: Db, row: SurveyFormRow, scope: SurveyScope): Promise<SurveyForm> {
  const [counted] = await db
    .select({ value: count() })
    .from(surveyResponses)
    .where(eq(surveyResponses.formId, row.id));
  const url = surveyPublicUrl(scope.origin, await usernameOf(db, scope.tenant), row.id);
  return formView(row, counted?.value ?? 0, url);
}

/** A page of the company's surveys, newest first by default, each with its response count and link. */
export async function searchForms(db: Db, query: SearchQuery, scope: SurveyScope) {
  const search = translateSearch(query, SURVEY_FORM_SEARCH, {
    startOfDay: (date) => startOfZonedDay(date, 'UTC'),
  });
  const where: SQL | undefined = and(ofCompany(surveyForms.companyId, scope.tenant), search.where);
  const rows = await db
    .select({ form: surveyForms, responses: responseCount })
    .from(surveyForms)
    .where(where)
    .orderBy(...search.orderBy)
    .limit(search.limit)
    .offset(search.offset);
  const [total] = await db.select({ value: count() }).from(surveyForms).where(where);
  const username = await usernameOf(db, scope.tenant);
  const items = rows.map(({ form, responses }) =>
    formView(form, responses, surveyPublicUrl(scope.origin, username, form.id)),
  );
  return { items, page: { totalItems: total?.value ?? 0, limit: search.limit, offset: search.offset } };
}

export async function getForm(db: Db, id: number, scope: SurveyScope): Promise<SurveyForm> {
  return viewOf(db, await formOfCompany(db, id, scope.tenant.companyId), scope);
}

/** The body checked by every rule of 01 §5.2 (422 per field) and normalized for storage. */
function checkedForm(body: SurveyFormBody): SurveyFormBody {
  const errors = surveyFormErrors(body);
  if (Object.keys(errors).length > 0) throw surveyRefusal(errors);
  return normalizeSurveyForm(body);
}

function columns(form: SurveyFormBody) {
  return {
    title: form.title,
    description: form.description,
    welcomeMessage: form.welcome_message ?? '',
    thankyouMessage: form.thankyou_message ?? '',
    fields: form.fields,
  };
}

/** POST /v1/survey/form: a new survey starts inactive. */
export async function createForm(db: Db, body: SurveyFormBody, scope: SurveyScope): Promise<SurveyForm> {
  const form = checkedForm(body);
  const [row] = await db
    .insert(surveyForms)
    .values({
      ...columns(form),
      companyId: scope.tenant.companyId,
      createdAt: scope.now,
      updatedAt: scope.now,
    })
    .returning();
  if (!row) throw new Error('survey not inserted');
  return viewOf(db, row, scope);
}

/**
 * PATCH /v1/survey/form/{id}: the whole form. While the survey is active its questions are fixed
 * (01 §4.4): a change to them is a 409, the title and messages still change.
 */
export async function patchForm(
  db: Db,
  id: number,
  body: SurveyFormBody,
  scope: SurveyScope,
): Promise<SurveyForm> {
  const current = await formOfCompany(db, id, scope.tenant.companyId);
  const form = checkedForm(body);
  if (current.status === 'active' && questionsChanged(current.fields, form.fields)) {
    throw new ConflictError(SURVEY_MESSAGES.activeLocked, 'SURVEY_ACTIVE');
  }
  const [row] = await db
    .update(surveyForms)
    .set({ ...columns(form), updatedAt: scope.now })
    .where(eq(surveyForms.id, current.id))
    .returning();
  if (!row) throw new Error('survey not updated');
  return viewOf(db, row, scope);
}

/** PATCH /v1/survey/form/{id}/status. */
export async function setFormStatus(
  db: Db,
  id: number,
  status: SurveyStatus,
  scope: SurveyScope,
): Promise<SurveyForm> {
  const current = await formOfCompany(db, id, scope.tenant.companyId);
  const [row] = await db
    .update(surveyForms)
    .set({ status, updatedAt: scope.now })
    .where(eq(surveyForms.id, current.id))
    .returning();
  if (!row) throw new Error('survey not updated');
  return viewOf(db, row, scope);
}
