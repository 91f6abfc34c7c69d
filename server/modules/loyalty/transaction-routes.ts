import { dataOf, IdParamSchema, listOf } from '../../../src/domain/contract/common';
import {
  LoyaltyCompleteBodySchema,
  LoyaltyCompleteSchema,
  LoyaltyPrepareBodySchema,
  LoyaltyPrepareSchema,
  LoyaltyTransactionSchema,
} from '../../../src/domain/contract/loyalty';
import { SearchQuerySchema } from '../../../src/domain/contract/search';
import type { App } from '../../http/app-types';
import { dataBody, listBody } from '../../http/envelope';
import { publicOrigin } from '../../http/public-urls';
import { kickAutomationEvents } from '../automation/publish-event';
import { sendMessageNow } from '../messaging/deliver-message';
import { locationTimeZone } from '../waitlist/location-time-zone';
import { cancelTransaction } from './cancel-transaction';
import { CodeGuessLimit } from './code-guess-limit';
import { completeLoyaltyTransaction } from './complete-transaction';
import { prepareTransaction } from './prepare-transaction';
import { IDEMPOTENCY_HEADERS, LOYALTY_TAGS } from './route-schemas';
import { transactionOfCompany } from './transaction-lookup';
import { searchTransactions } from './transaction-search';

/** Transactions (01 §7.2): prepare, complete, search, one, cancel. */
export async function loyaltyTransactionRoutes(app: App): Promise<void> {
  const { db, config, now, jobs } = app.deps;
  const codeGuesses = new CodeGuessLimit();

  app.post(
    '/v1/loyalty/transaction/prepare',
    {
      config: { access: 'loyalty-transact' },
      schema: {
        summary: 'Identificar al cliente por código o teléfono y ver su avance',
        tags: LOYALTY_TAGS,
        body: LoyaltyPrepareBodySchema,
        response: { 200: dataOf(LoyaltyPrepareSchema) },
      },
    },
    async (request) => {
      const { userId, locationId, companyId } = request.tenant;
      return dataBody(
        await prepareTransaction(db, request.body, {
          trier: { userId, locationId, companyId },
          guesses: codeGuesses,
          log: request.log,
          now: now(),
        }),
      );
    },
  );

  app.post(
    '/v1/loyalty/transaction/complete',
    {
      config: { access: 'loyalty-transact' },
      schema: {
        summary: 'Registrar una venta en un programa (acepta Idempotency-Key)',
        tags: LOYALTY_TAGS,
        headers: IDEMPOTENCY_HEADERS,
        body: LoyaltyCompleteBodySchema,
        response: { 200: dataOf(LoyaltyCompleteSchema) },
      },
    },
    async (request) => {
      const { companyId, locationId, userId } = request.tenant;
      const at = now();
      const complete = () =>
        completeLoyaltyTransaction(db, {
          tenant: { companyId, locationId, userId },
          body: request.body,
          now: at,
          origin: publicOrigin(config),
        });
      // A card code tried here counts with prepare's: guessing cannot move to this route.
      const { answer, messageId } = request.body.auth_code
        ? await codeGuesses.tryCode(
            { userId, locationId, companyId },
            { field: 'auth_code', now: at, log: request.log },
            complete,
          )
        : await complete();
      if (messageId !== null) await sendMessageNow(jobs, messageId, request.log);
      if (answer.reward_granted) await kickAutomationEvents(jobs, companyId, request.log);
      return dataBody(answer);
    },
  );

  app.post(
    '/v1/loyalty/transaction/search',
    {
      config: { access: 'loyalty-front' },
      schema: {
        summary: 'Buscar transacciones de la ubicación (id desc, 20 por página)',
        tags: LOYALTY_TAGS,
        body: SearchQuerySchema,
        response: { 200: listOf(LoyaltyTransactionSchema) },
      },
    },
    async (request) => {
      const { locationId } = request.tenant;
      const timeZone = await locationTimeZone(db, locationId);
      const { items, page } = await searchTransactions(db, request.body, { locationId, timeZone });
      return listBody(items, page);
    },
  );

  app.get(
    '/v1/loyalty/transaction/:id',
    {
      config: { access: 'loyalty-front' },
      schema: {
        summary: 'Una transacción de la empresa',
        tags: LOYALTY_TAGS,
        params: IdParamSchema,
        response: { 200: dataOf(LoyaltyTransactionSchema) },
      },
    },
    async (request) => dataBody(await transactionOfCompany(db, request.params.id, request.tenant.companyId)),
  );

  app.post(
    '/v1/loyalty/transaction/:id/cancel',
    {
      config: { access: 'loyalty-transact' },
      schema: {
        summary: 'Cancelar una transacción (irreversible; acepta Idempotency-Key)',
        tags: LOYALTY_TAGS,
        params: IdParamSchema,
        headers: IDEMPOTENCY_HEADERS,
        response: { 200: dataOf(LoyaltyTransactionSchema) },
      },
    },
    async (request) => {
      const { companyId, locationId, userId } = request.tenant;
      await cancelTransaction(db, { id: request.params.id, companyId, locationId, userId, now: now() });
      return dataBody(await transactionOfCompany(db, request.params.id, companyId));
    },
  );
}
