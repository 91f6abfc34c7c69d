import { CATALOG_MESSAGES } from '../../../src/domain/contract/catalog-values';
import type { FieldErrors } from '../../../src/domain/contract/common';
import { NotFoundError, ValidationError } from '../../http/errors';

/** A 422 naming each refused field (its first message is the answer's message). */
export function catalogRefusal(errors: FieldErrors): ValidationError {
  return new ValidationError(errors, Object.values(errors)[0]?.[0]);
}

export const productNotFound = () => new NotFoundError(CATALOG_MESSAGES.productNotFound);
export const categoryNotFound = () => new NotFoundError(CATALOG_MESSAGES.categoryNotFound);
export const modifierNotFound = () => new NotFoundError(CATALOG_MESSAGES.modifierNotFound);
