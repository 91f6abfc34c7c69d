import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { surveyForms } from '../../db/schema';
import { formNotFound } from './survey-errors';

export type SurveyFormRow = typeof surveyForms.$inferSelect;

/** The company's survey (another company's or a missing one: 404 'Encuesta no encontrada.'). */
export async function formOfCompany(db: Db, id: number, companyId: number): Promise<SurveyFormRow> {
  const [row] = await db
    .select()
    .from(surveyForms)
    .where(and(eq(surveyForms.id, id), eq(surveyForms.companyId, companyId)))
    .limit(1);
  if (!row) throw formNotFound();
  return row;
}
