import { AsyncLocalStorage } from 'node:async_hooks';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Db } from '../../db/client';
import { markCommitted } from './idempotency-store';

/** The request whose handler is running, for the transactions it opens. */
const handlerRequest = new AsyncLocalStorage<FastifyRequest>();
const markingDatabases = new WeakSet<Db>();

/**
 * Every top-level transaction a handler opens also marks the request's idempotency claim as
 * committed, inside that transaction: the change and the mark commit together or not at all, so a
 * crash before the answer is stored never lets a replay act again. Handlers stay unaware of keys.
 */
export function markClaimsInTransactions(app: FastifyInstance, db: Db, now: () => Date): void {
  app.addHook('onRoute', (route) => {
    const handler = route.handler;
    route.handler = function withRequest(this: FastifyInstance, request, reply) {
      return handlerRequest.run(request, () => handler.call(this, request, reply));
    };
  });
  if (markingDatabases.has(db)) return;
  markingDatabases.add(db);
  const transaction = db.transaction.bind(db);
  db.transaction = (work, config) =>
    transaction(async (tx) => {
      const result = await work(tx);
      const claim = handlerRequest.getStore()?.idempotencyClaim ?? null;
      if (claim !== null) await markCommitted(tx, claim, now());
      return result;
    }, config);
}
