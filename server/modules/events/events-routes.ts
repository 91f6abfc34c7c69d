import { and, eq, gt } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { sessions, users } from '../../db/schema';
import type { App } from '../../http/app-types';
import { sessionOf } from '../../http/tenancy';
import type { LiveChange } from '../../live/live-messages';

/** How long a browser waits before reconnecting a dropped stream (the `retry:` field). */
export const LIVE_RETRY_MS = 3_000;

async function sessionIsLive(db: Db, sessionId: number, now: Date): Promise<boolean> {
  const [row] = await db
    .select({ id: sessions.id })
    .from(sessions)
    .innerJoin(users, and(eq(users.id, sessions.userId), eq(users.status, 'active')))
    .where(and(eq(sessions.id, sessionId), gt(sessions.expiresAt, now)))
    .limit(1);
  return row !== undefined;
}

/**
 * GET /v1/events: server-sent events for the signed-in user's current location. A `changed`
 * event names the area and id of a committed change (never its data); a comment every
 * heartbeat keeps proxies from closing the stream and re-checks the session, so an expired or
 * deleted session's stream ends. Written to the hijacked socket: never compressed, never buffered.
 */
export async function eventsRoutes(app: App): Promise<void> {
  const { db, now, liveHub, liveHeartbeatMs } = app.deps;

  app.get(
    '/v1/events',
    {
      schema: {
        summary: 'Avisos en vivo de cambios en la ubicación actual (text/event-stream)',
        tags: ['live'],
      },
    },
    async (request, reply) => {
      const tenant = request.tenant;
      const { sessionId } = sessionOf(request);
      reply.hijack();
      const raw = reply.raw;
      raw.writeHead(200, {
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-cache, no-transform',
        connection: 'keep-alive',
        'x-accel-buffering': 'no',
        'x-request-id': request.id,
      });
      raw.write(`retry: ${LIVE_RETRY_MS}\n: en vivo\n\n`);

      let closed = false;
      const close = () => {
        if (closed) return;
        closed = true;
        clearInterval(heartbeat);
        remove();
        raw.end();
      };
      const remove = liveHub.add({
        sessionId,
        companyId: tenant.companyId,
        locationId: tenant.locationId,
        sendChange(change: LiveChange) {
          raw.write(`event: changed\ndata: ${JSON.stringify({ area: change.area, id: change.id })}\n\n`);
        },
        close,
      });
      const heartbeat = setInterval(() => {
        sessionIsLive(db, sessionId, now()).then(
          (live) => (live ? raw.write(': latido\n\n') : close()),
          () => close(),
        );
      }, liveHeartbeatMs);
      request.raw.once('close', close);
    },
  );
}
