import * as v from 'valibot';
import type { App } from '../../http/app-types';

const PING_TIMEOUT_MS = 2_000;

const HealthSchema = v.object({
  status: v.picklist(['ok', 'error']),
  database: v.picklist(['pglite', 'postgres']),
  message: v.optional(v.string()),
});

function withTimeout(promise: Promise<void>, ms: number): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`database ping timed out after ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/** GET /healthz for load balancers: 200 only while the database answers, else 503. */
export async function healthRoutes(app: App): Promise<void> {
  const { database } = app.deps;
  app.get(
    '/healthz',
    {
      schema: {
        summary: 'Estado del servidor y de la base de datos',
        tags: ['infra'],
        security: [],
        response: { 200: HealthSchema, 503: HealthSchema },
      },
    },
    async (request, reply) => {
      try {
        await withTimeout(database.ping(), PING_TIMEOUT_MS);
        return reply.header('cache-control', 'no-store').send({ status: 'ok', database: database.kind });
      } catch (error) {
        request.log.error({ err: error }, 'health check: the database does not answer');
        return reply
          .code(503)
          .header('cache-control', 'no-store')
          .send({ status: 'error', database: database.kind, message: 'La base de datos no responde.' });
      }
    },
  );
}
