import { and, asc, count, desc, eq, gte, lt, type SQL } from 'drizzle-orm';
import type { Report, ReportHeader } from '../../../src/domain/contract/report';
import { REPORT_MESSAGES } from '../../../src/domain/contract/report';
import {
  CONTACT_INFO_LABELS,
  type SurveyField,
  type SurveyResponsesBody,
} from '../../../src/domain/contract/survey';
import { zonedInstant } from '../../../src/domain/rules/availability';
import { answerText } from '../../../src/domain/rules/survey-summary';
import type { Db } from '../../db/client';
import { surveyResponses } from '../../db/schema';
import { ValidationError } from '../../http/errors';
import { reportAnswer } from '../reporting/report-table';
import type { SurveyFormRow } from './form-lookup';

const MINUTE_MS = 60_000;

/** The instant of a local 'YYYY-MM-DDTHH:mm' in the zone. */
function localMinute(value: string, timeZone: string): Date {
  const [hours = 0, minutes = 0] = value.slice(11, 16).split(':').map(Number);
  return new Date(zonedInstant(value.slice(0, 10), hours * 60 + minutes, timeZone));
}

/** Responses of the form from date_from to date_to (local times, the minute of date_to included). */
export function responsePeriod(
  formId: number,
  filters: SurveyResponsesBody['filters'],
  timeZone: string,
): SQL | undefined {
  const from = filters.date_from?.slice(0, 16);
  const to = filters.date_to?.slice(0, 16);
  if (from && to && to < from)
    throw ValidationError.forField('filters.date_to', REPORT_MESSAGES.dateToBeforeFrom);
  return and(
    eq(surveyResponses.formId, formId),
    from ? gte(surveyResponses.createdAt, localMinute(from, timeZone)) : undefined,
    to ? lt(surveyResponses.createdAt, new Date(localMinute(to, timeZone).getTime() + MINUTE_MS)) : undefined,
  );
}

const header = (key: string, title: string, type: ReportHeader['type']): ReportHeader => ({
  key,
  title,
  type,
  align: type === 'number' ? 'right' : 'left',
  hidden: false,
  aggregate: null,
});

/** One column per question (one per shown subfield of contact data), after the date. */
function headersOf(fields: readonly SurveyField[]): ReportHeader[] {
  const columns = [header('created_at', 'Fecha', 'datetime')];
  for (const field of fields) {
    if (field.type === 'contact_info') {
      for (const subfield of field.config.subfields ?? []) {
        if (subfield.enabled) {
          columns.push(
            header(
              `${field.id}.${subfield.id}`,
              `${field.title}: ${CONTACT_INFO_LABELS[subfield.id]}`,
              'string',
            ),
          );
        }
      }
    } else {
      const numeric = field.type === 'rating' || field.type === 'number';
      columns.push(header(field.id, field.title, numeric ? 'number' : 'string'));
    }
  }
  return columns;
}

/**
 * POST /v1/survey/response/search-by-form/{id}: a page of responses (newest first unless sorted
 * by `created_at`), as a report whose headers name each question by its key (its id).
 */
export async function responsesReport(
  db: Db,
  form: SurveyFormRow,
  body: SurveyResponsesBody,
  timeZone: string,
): Promise<Report> {
  const where = responsePeriod(form.id, body.filters, timeZone);
  const oldestFirst = body.sort[0] === 'created_at';
  const rows = await db
    .select({ createdAt: surveyResponses.createdAt, answers: surveyResponses.answers })
    .from(surveyResponses)
    .where(where)
    .orderBy(
      oldestFirst ? asc(surveyResponses.createdAt) : desc(surveyResponses.createdAt),
      oldestFirst ? asc(surveyResponses.id) : desc(surveyResponses.id),
    )
    .limit(body.limit)
    .offset(body.offset);
  const [total] = await db.select({ value: count() }).from(surveyResponses).where(where);
  const data = rows.map(({ createdAt, answers }) => {
    const row: Report['data'][number] = { created_at: createdAt.toISOString() };
    for (const field of form.fields) {
      const value = answers[field.id];
      if (field.type === 'contact_info') {
        for (const subfield of field.config.subfields ?? []) {
          const given =
            value && typeof value === 'object' && !Array.isArray(value) ? value[subfield.id] : null;
          if (subfield.enabled) row[`${field.id}.${subfield.id}`] = given ?? null;
        }
      } else row[field.id] = answerText(field, value);
    }
    return row;
  });
  return reportAnswer(headersOf(form.fields), data, total?.value ?? 0, body);
}
