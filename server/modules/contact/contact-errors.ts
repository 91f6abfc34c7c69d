import type { FieldErrors } from '../../../src/domain/contract/common';
import { CONTACT_MESSAGES as M } from '../../../src/domain/rules/contact-fields';
import { NotFoundError, ValidationError } from '../../http/errors';

/** A 422 naming each refused field (its first message is the answer's message). */
export function contactRefusal(errors: FieldErrors): ValidationError {
  return new ValidationError(errors, Object.values(errors)[0]?.[0]);
}

export const contactNotFound = () => new NotFoundError(M.contactNotFound);
export const tagNotFound = () => new NotFoundError(M.tagNotFound);
