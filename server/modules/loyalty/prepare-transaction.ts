import {
  LOYALTY_MESSAGES,
  type LoyaltyPrepare,
  type LoyaltyPrepareBody,
} from '../../../src/domain/contract/loyalty';
import { cleanPhoneOrCode, isValidLoyaltyCode } from '../../../src/domain/rules/phone';
import type { Db } from '../../db/client';
import { cardOfCode } from './card-codes';
import { cardProgress } from './card-progress';
import { findCard } from './card-store';
import type { CodeGuessLimit, CodeMissLog, CodeTrier } from './code-guess-limit';
import { loyaltyRefusal } from './loyalty-errors';
import { programOfCompany } from './program-lookup';
import { programView } from './program-view';
import { companyContact, contactByPhone, loyaltyPhone, type SaleContact } from './sale-contact';

async function contactOfCard(db: Db, companyId: number, contactId: number): Promise<SaleContact> {
  const contact = await companyContact(db, companyId, contactId);
  if (!contact) throw loyaltyRefusal('input_value', LOYALTY_MESSAGES.codeInvalid);
  return contact;
}

/** The card a code names, counting an unknown code against the cashier's and location's limit. */
function cardOfTriedCode(
  db: Db,
  code: string,
  input: { trier: CodeTrier; guesses: CodeGuessLimit; log: CodeMissLog; now: Date },
) {
  const { trier, guesses, now, log } = input;
  return guesses.tryCode(trier, { field: 'input_value', now, log }, () =>
    cardOfCode(db, { companyId: trier.companyId, code, now }),
  );
}

/**
 * POST /v1/loyalty/transaction/prepare: who the scanned code or typed phone names and where their
 * card in this program stands. A code names a customer whatever program its card belongs to; a
 * phone not among the customers gives a recipient without id. Nothing is written. Unknown codes
 * are limited per cashier and location (CodeGuessLimit).
 */
export async function prepareTransaction(
  db: Db,
  body: LoyaltyPrepareBody,
  input: { trier: CodeTrier; guesses: CodeGuessLimit; log: CodeMissLog; now: Date },
): Promise<LoyaltyPrepare> {
  const { now } = input;
  const { companyId } = input.trier;
  const program = await programOfCompany(db, body.program_id, companyId);
  if (program.status === 'canceled') throw loyaltyRefusal('program_id', LOYALTY_MESSAGES.programCanceled);
  let recipient: SaleContact | { id: null; name: string; phone: string };
  let authCode: string | null = null;
  if (body.input_method === 'code') {
    authCode = cleanPhoneOrCode(body.input_value);
    if (!isValidLoyaltyCode(authCode)) throw loyaltyRefusal('input_value', LOYALTY_MESSAGES.codeFormat);
    const { contactId } = await cardOfTriedCode(db, authCode, input);
    recipient = await contactOfCard(db, companyId, contactId);
  } else {
    const phone = loyaltyPhone(body.input_value, 'input_value');
    recipient = (await contactByPhone(db, companyId, phone)) ?? { id: null, name: '', phone };
  }
  const card = recipient.id === null ? undefined : await findCard(db, program.id, recipient.id);
  if (!card && program.status === 'limited') {
    throw loyaltyRefusal('program_id', LOYALTY_MESSAGES.programLimited);
  }
  return {
    recipient,
    progress: await cardProgress(db, card ?? null, program, now),
    program: programView(program),
    auth_code: authCode,
  };
}
