import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import { TooManyRequestsError } from './errors';

const ONE_MINUTE_MS = 60_000;

/** Rate limiting is opt-in per route (`config: loginRateLimit(...)`); the answer is a Spanish 429. */
export async function registerRateLimit(app: FastifyInstance): Promise<void> {
  await app.register(rateLimit, {
    global: false,
    errorResponseBuilder: () => new TooManyRequestsError(),
  });
}

/** Route config of the sign-in calls: `max` attempts per minute and client IP. */
export function perMinuteLimit(max: number) {
  return { rateLimit: { max, timeWindow: ONE_MINUTE_MS } };
}
