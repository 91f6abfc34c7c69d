import { LOYALTY_MESSAGES } from '../../../src/domain/contract/loyalty';
import { NotFoundError, ValidationError } from '../../http/errors';

/** A 422 of a loyalty rule: the Spanish message on one field and as the answer's message. */
export function loyaltyRefusal(field: string, message: string): ValidationError {
  return new ValidationError({ [field]: [message] }, message);
}

export const programNotFound = () => new NotFoundError(LOYALTY_MESSAGES.programNotFound);
export const transactionNotFound = () => new NotFoundError(LOYALTY_MESSAGES.transactionNotFound);
