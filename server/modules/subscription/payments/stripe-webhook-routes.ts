import type { FastifyReply, FastifyRequest } from 'fastify';
import type Stripe from 'stripe';
import { webhookReceipts } from '../../../db/schema';
import type { App } from '../../../http/app-types';
import { ApiError, NotFoundError, UnauthorizedError } from '../../../http/errors';
import { applyStripeEvent, type EventOutcome } from './apply-stripe-event';

export const STRIPE_WEBHOOK_PATH = '/public/webhooks/stripe';

class BadSignatureError extends ApiError {
  constructor() {
    super(403, 'La firma del aviso no es válida.', 'INVALID_SIGNATURE');
  }
}

/**
 * Stripe's webhook: the event is verified against `Stripe-Signature` with the signing secret
 * (over the exact bytes Stripe sent), then applied in one transaction with its id recorded in
 * webhook_receipts, so a replayed or retried event changes nothing the second time.
 */
export async function stripeWebhookRoutes(app: App): Promise<void> {
  // Events name their company (Checkout metadata) or Stripe's own ids: the platform path.
  const { platformDb: db, now } = app.deps;

  app.removeContentTypeParser(['application/json']);
  app.addContentTypeParser(
    'application/json',
    { parseAs: 'buffer' },
    (_request: FastifyRequest, body: Buffer, done: (error: Error | null, body?: unknown) => void) => {
      done(null, body);
    },
  );

  app.post(
    STRIPE_WEBHOOK_PATH,
    {
      config: { public: true },
      schema: { summary: 'Aviso de Stripe (pagos, renovaciones, cancelaciones)', tags: ['webhooks'] },
    },
    async (request: FastifyRequest, reply: FastifyReply) => {
      const payments = app.deps.payments;
      if (!payments) throw new NotFoundError();
      const signature = request.headers['stripe-signature'];
      if (typeof signature !== 'string') throw new UnauthorizedError('Falta la firma del aviso.');
      const body = Buffer.isBuffer(request.body) ? request.body : Buffer.from('');
      let event: Stripe.Event;
      try {
        event = payments.stripe.webhooks.constructEvent(body, signature, payments.config.webhookSecret);
      } catch {
        throw new BadSignatureError();
      }
      const outcome = await db.transaction(async (tx): Promise<EventOutcome | null> => {
        const first = await tx
          .insert(webhookReceipts)
          .values({ provider: 'stripe', fingerprint: event.id })
          .onConflictDoNothing()
          .returning({ id: webhookReceipts.id });
        if (first.length === 0) return null;
        return applyStripeEvent(tx, event, now());
      });
      if (!outcome) return reply.send({ data: { duplicate: true } });
      for (const replaced of outcome.replacedStripeSubscriptions) {
        // The old plan must stop billing; a failure is logged for the team, the new plan stands.
        await payments.stripe.subscriptions.cancel(replaced).catch((error: unknown) => {
          request.log.error({ err: error, subscription: replaced }, 'Stripe subscription not cancelled');
        });
      }
      return reply.send({ data: { received: true } });
    },
  );
}
