import { SURVEY_MESSAGES } from '../../../src/domain/contract/survey';
import { NotFoundError, ValidationError } from '../../http/errors';

export const formNotFound = () => new NotFoundError(SURVEY_MESSAGES.notFound);

/** A 422 with every broken rule of the form by path; the first message is the answer's message. */
export function surveyRefusal(errors: Record<string, string[]>): ValidationError {
  return new ValidationError(errors, Object.values(errors)[0]?.[0]);
}
