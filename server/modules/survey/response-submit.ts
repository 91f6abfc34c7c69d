import { and, count, eq, gte } from 'drizzle-orm';
import { SURVEY_MESSAGES, type SurveyAnswers } from '../../../src/domain/contract/survey';
import { checkSurveyAnswers } from '../../../src/domain/rules/survey-answers';
import type { Db } from '../../db/client';
import { surveyResponses } from '../../db/schema';
import type { SURVEY_RESPONSE_SOURCES } from '../../db/tables/surveys';
import { ConflictError, TooManyRequestsError } from '../../http/errors';
import { publishAutomationEvent } from '../automation/publish-event';
import type { SurveyFormRow } from './form-lookup';
import { surveyRefusal } from './survey-errors';

/**
 * Responses one form takes from its public link in FORM_WINDOW_MS, whoever sends them: the limit
 * per destination (the per-IP limit alone lets many addresses flood one survey). Counted in the
 * database, so it holds across server processes. The kiosk, behind a login, is not counted.
 */
export const PUBLIC_RESPONSES_PER_FORM = 100;
export const FORM_WINDOW_MS = 10 * 60_000;

interface Submission {
  locationId: number | null;
  source: (typeof SURVEY_RESPONSE_SOURCES)[number];
  now: Date;
}

async function checkFormLimit(db: Db, form: SurveyFormRow, now: Date): Promise<void> {
  const [recent] = await db
    .select({ value: count() })
    .from(surveyResponses)
    .where(
      and(
        eq(surveyResponses.formId, form.id),
        eq(surveyResponses.source, 'public'),
        gte(surveyResponses.createdAt, new Date(now.getTime() - FORM_WINDOW_MS)),
      ),
    );
  if ((recent?.value ?? 0) >= PUBLIC_RESPONSES_PER_FORM) {
    throw new TooManyRequestsError(SURVEY_MESSAGES.tooManyResponses, FORM_WINDOW_MS / 1000);
  }
}

/**
 * One submission, one response: refused (409) while the survey is inactive, 422 per question
 * when a mandatory one is empty or an answer does not fit its type, and 422 when nothing at all
 * was answered. The response and its 'survey_answered' event commit together.
 */
export async function submitResponse(
  db: Db,
  form: SurveyFormRow,
  given: SurveyAnswers,
  submission: Submission,
): Promise<{ id: number }> {
  if (form.status !== 'active') throw new ConflictError(SURVEY_MESSAGES.inactive, 'SURVEY_INACTIVE');
  const { answers, errors } = checkSurveyAnswers(form.fields, given);
  if (Object.keys(errors).length > 0) throw surveyRefusal(errors);
  if (Object.keys(answers).length === 0) throw surveyRefusal({ answers: [SURVEY_MESSAGES.noAnswers] });
  if (submission.source === 'public') await checkFormLimit(db, form, submission.now);
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(surveyResponses)
      .values({
        companyId: form.companyId,
        formId: form.id,
        locationId: submission.locationId,
        source: submission.source,
        answers,
        createdAt: submission.now,
      })
      .returning({ id: surveyResponses.id });
    if (!row) throw new Error('response not inserted');
    await publishAutomationEvent(tx, {
      companyId: form.companyId,
      locationId: submission.locationId,
      type: 'survey_answered',
      subjectId: row.id,
      contactId: null,
      name: null,
      phone: null,
      now: submission.now,
    });
    return row;
  });
}
