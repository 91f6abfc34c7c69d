import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { IDEMPOTENCY_APPLIED, IDEMPOTENCY_IN_PROGRESS } from '../../../src/domain/rules/outbox-conflict';
import { ConflictError, ValidationError } from '../errors';
import { markClaimsInTransactions } from './claim-in-transaction';
import { claimKey, completeKey, releaseKey } from './idempotency-store';
import { requestFingerprint } from './request-fingerprint';

export const IDEMPOTENCY_HEADER = 'idempotency-key';
export const REPLAY_HEADER = 'idempotent-replay';
const ACTING_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const KEY_FORMAT = /^[\x21-\x7e]{1,200}$/;

export const IDEMPOTENCY_MESSAGES = {
  invalidKey: 'La clave de idempotencia debe tener de 1 a 200 caracteres visibles.',
  reused: 'La clave de idempotencia ya se usó con otra solicitud.',
  inProgress: 'La solicitud original todavía se está procesando. Intenta de nuevo en un momento.',
  applied: 'Este cambio ya se había guardado. Actualiza para ver cómo quedó.',
} as const;

function parseStoredPayload(payload: unknown): unknown {
  if (typeof payload !== 'string') return null;
  try {
    return JSON.parse(payload);
  } catch {
    return payload;
  }
}

/**
 * Whose key it is: the signed-in user's, or on a public route that takes keys
 * (`config.publicIdempotency`, e.g. the customer's order) the customers' shared scope, where a
 * random key from the customer's browser cannot meet another's. Null: keys are ignored.
 */
function keyScope(request: FastifyRequest): { scope: string; userId: number | null } | null {
  if (request.auth) return { scope: `user:${request.auth.userId}`, userId: request.auth.userId };
  if (request.routeOptions.config.publicIdempotency) return { scope: 'public', userId: null };
  return null;
}

/**
 * `Idempotency-Key` on POST/PUT/PATCH/DELETE (DESIGN §5): the first request with a key acts and
 * its answer is stored; the same key again in the same scope, with the same method, path and body
 * gets the stored status and body with `Idempotent-Replay: true`, without acting again.
 * Runs after authentication and validation, right before the handler. The handler's transaction
 * marks the claim committed (claim-in-transaction.ts); a 5xx releases only a claim whose change
 * did not commit; a committed claim whose answer was lost (a crash) answers 409 IDEMPOTENCY_APPLIED.
 */
export function registerIdempotency(app: FastifyInstance): void {
  const { db, now } = app.deps;

  app.decorateRequest('idempotencyClaim', null);
  markClaimsInTransactions(app, db, now);

  app.addHook('preHandler', async (request: FastifyRequest, reply: FastifyReply) => {
    const header = request.headers[IDEMPOTENCY_HEADER];
    if (header === undefined || !ACTING_METHODS.has(request.method)) return;
    const owner = keyScope(request);
    if (!owner) return;
    const key = Array.isArray(header) ? header[0] : header;
    if (!key || !KEY_FORMAT.test(key))
      throw ValidationError.forField('Idempotency-Key', IDEMPOTENCY_MESSAGES.invalidKey);

    const path = request.url.split('?')[0] ?? request.url;
    const result = await claimKey(
      db,
      {
        ...owner,
        key,
        method: request.method,
        path,
        fingerprint: requestFingerprint(request.method, request.url, request.body),
      },
      now(),
    );
    switch (result.kind) {
      case 'claimed':
        request.idempotencyClaim = result.id;
        return;
      case 'mismatch':
        throw ValidationError.forField('Idempotency-Key', IDEMPOTENCY_MESSAGES.reused);
      case 'in-progress':
        throw new ConflictError(IDEMPOTENCY_MESSAGES.inProgress, IDEMPOTENCY_IN_PROGRESS);
      case 'applied':
        throw new ConflictError(IDEMPOTENCY_MESSAGES.applied, IDEMPOTENCY_APPLIED);
      case 'replay':
        reply.code(result.statusCode).header(REPLAY_HEADER, 'true');
        return reply.send(result.response);
    }
  });

  app.addHook('onSend', async (request: FastifyRequest, reply: FastifyReply, payload: unknown) => {
    const claim = request.idempotencyClaim;
    if (claim === null) return payload;
    request.idempotencyClaim = null;
    try {
      if (reply.statusCode >= 500) await releaseKey(db, claim);
      else await completeKey(db, claim, reply.statusCode, parseStoredPayload(payload));
    } catch (error) {
      request.log.error({ err: error, claim }, 'could not store the idempotent answer');
    }
    return payload;
  });
}
