import type { App } from '../../http/app-types';
import { sessionOf } from '../../http/tenancy';
import type { LiveChange } from '../../live/live-messages';

/** How long a browser waits before reconnecting a dropped stream (the `retry:` field). */
export const LIVE_RETRY_MS = 3_000;

/**
 * GET /v1/events: server-sent events for the signed-in user's current location. A `changed`
 * event names the area and id of a committed change (never its data); the hub's heartbeat
 * writes a comment that keeps proxies from closing the stream, after checking every open
 * stream's session in one query, so an expired or deleted session's stream ends. Written to the hijacked socket: never compressed, never buffered.
 */
export async function eventsRoutes(app: App): Promise<void> {
  const { liveHub } = app.deps;

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
        remove();
        raw.end();
      };
      const remove = liveHub.add({
        sessionId,
        userId: tenant.userId,
        companyId: tenant.companyId,
        locationId: tenant.locationId,
        sendChange(change: LiveChange) {
          raw.write(`event: changed\ndata: ${JSON.stringify({ area: change.area, id: change.id })}\n\n`);
        },
        sendHeartbeat() {
          raw.write(': latido\n\n');
        },
        close,
      });
      request.raw.once('close', close);
    },
  );
}
