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

/**
 * Events per key in a sliding window, in this process's memory (like the per-route limits): for
 * limits that count only some outcomes, such as unknown codes, not every request.
 */
export class SlidingWindowCounter {
  private readonly events = new Map<string, number[]>();

  constructor(private readonly windowMs: number) {}

  /** Events of the key within the window ending at `now`. */
  count(key: string, now: Date): number {
    const since = now.getTime() - this.windowMs;
    const recent = (this.events.get(key) ?? []).filter((at) => at > since);
    if (recent.length === 0) this.events.delete(key);
    else this.events.set(key, recent);
    return recent.length;
  }

  add(key: string, now: Date): void {
    this.count(key, now);
    this.events.set(key, [...(this.events.get(key) ?? []), now.getTime()]);
  }
}
