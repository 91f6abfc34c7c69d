import type { PublicSurvey, SurveyForm } from '../../../src/domain/contract/survey';
import type { SurveyFormRow } from './form-lookup';

/** The form as the back office reads it (01 §3.6). */
export function formView(row: SurveyFormRow, responseCount: number, publicUrl: string): SurveyForm {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    welcome_message: row.welcomeMessage,
    thankyou_message: row.thankyouMessage,
    status: row.status,
    response_count: responseCount,
    public_url: publicUrl,
    fields: row.fields,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

/** What a customer sees: the questions and messages, no counts or status. */
export function publicFormView(row: SurveyFormRow, businessName: string): PublicSurvey {
  return {
    id: row.id,
    business_name: businessName,
    title: row.title,
    description: row.description,
    welcome_message: row.welcomeMessage,
    thankyou_message: row.thankyouMessage,
    fields: row.fields,
  };
}
