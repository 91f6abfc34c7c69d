import { and, asc, eq } from 'drizzle-orm';
import { SURVEY_MESSAGES } from '../../../src/domain/contract/survey';
import type { Db } from '../../db/client';
import { locations, surveyForms } from '../../db/schema';
import { ConflictError, NotFoundError } from '../../http/errors';
import { formOfCompany, type SurveyFormRow } from './form-lookup';

export interface SurveyPlace {
  locationId: number;
  companyId: number;
  businessName: string;
}

/** The location whose link or kiosk shows the survey (its name heads the page). */
export async function surveyPlaceByUsername(db: Db, username: string): Promise<SurveyPlace> {
  const [row] = await db
    .select({ locationId: locations.id, companyId: locations.companyId, businessName: locations.name })
    .from(locations)
    .where(eq(locations.username, username))
    .limit(1);
  if (!row) throw new NotFoundError(SURVEY_MESSAGES.notFound);
  return row;
}

export async function surveyPlaceById(db: Db, locationId: number): Promise<SurveyPlace> {
  const [row] = await db
    .select({ locationId: locations.id, companyId: locations.companyId, businessName: locations.name })
    .from(locations)
    .where(eq(locations.id, locationId))
    .limit(1);
  if (!row) throw new NotFoundError(SURVEY_MESSAGES.notFound);
  return row;
}

/** A survey customers may answer: the company's, and active (inactive: 409 with the page's message). */
export async function answerableForm(db: Db, id: number, place: SurveyPlace): Promise<SurveyFormRow> {
  const form = await formOfCompany(db, id, place.companyId);
  if (form.status !== 'active') throw new ConflictError(SURVEY_MESSAGES.inactive, 'SURVEY_INACTIVE');
  return form;
}

/** The kiosk's choice: the company's active surveys by title. */
export async function activeForms(db: Db, companyId: number) {
  return db
    .select({ id: surveyForms.id, title: surveyForms.title })
    .from(surveyForms)
    .where(and(eq(surveyForms.companyId, companyId), eq(surveyForms.status, 'active')))
    .orderBy(asc(surveyForms.title), asc(surveyForms.id));
}
