import { eq } from 'drizzle-orm';
import type { SurveySummary } from '../../../src/domain/contract/survey';
import { summarizeSurvey } from '../../../src/domain/rules/survey-summary';
import type { Db } from '../../db/client';
import { surveyResponses } from '../../db/schema';
import type { SurveyFormRow } from './form-lookup';

/**
 * POST /v1/survey/response/summary-by-form/{id}: the figures of every response of the form. The
 * answers are read once and counted in TypeScript (the same function the tests check by hand); a
 * small business's survey gathers hundreds, not millions, of responses.
 */
export async function responsesSummary(db: Db, form: SurveyFormRow): Promise<SurveySummary> {
  const rows = await db
    .select({ answers: surveyResponses.answers })
    .from(surveyResponses)
    .where(eq(surveyResponses.formId, form.id));
  return summarizeSurvey(
    form.fields,
    rows.map((row) => row.answers),
  );
}
