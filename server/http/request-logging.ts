import type { FastifyInstance, FastifyRequest } from 'fastify';

/** Health checks and the built PWA's files: at debug, so the log shows what people do. */
const QUIET =
  /^\/(healthz|assets\/|config\.js|sw\.js|workbox-|manifest\.webmanifest|favicon|icon-|apple-touch)/;

function isQuiet(request: FastifyRequest): boolean {
  if (QUIET.test(request.url)) return true;
  // The SPA shell answered for a browser navigation.
  return !request.url.startsWith('/v1/') && !request.url.startsWith('/public/') && request.method === 'GET';
}

/**
 * Paths whose next segment is a bearer secret: a customer's loyalty card token, turn and order
 * codes (API and pages) and invitation tokens. Whoever reads the log must not be able to open them.
 */
const SECRET_SEGMENT =
  /^(\/(?:v1\/public\/loyalty\/card|v1\/public\/order|v1\/public\/queue|v1\/user\/invite|t|pedido|tarjeta)\/)([^/?]+)/;
/** How much of a secret segment the log keeps: enough to tell two apart, too little to use. */
const KEPT_CHARACTERS = 4;

function redactSecretSegment(url: string): string {
  return url.replace(SECRET_SEGMENT, (_match, prefix: string, secret: string) =>
    secret.length > KEPT_CHARACTERS ? `${prefix}${secret.slice(0, KEPT_CHARACTERS)}…` : `${prefix}…`,
  );
}

/**
 * The URL as logged. Secrets stay out of the log: the queries of the sign-in callback (the
 * provider's code and state) and of the pages (reset and invitation tokens, access codes, Google's
 * signed result), and the codes and tokens carried in paths (first characters only).
 */
export function loggedUrl(request: Pick<FastifyRequest, 'url' | 'method'>): string {
  const isPage = !request.url.startsWith('/v1/') && !request.url.startsWith('/public/');
  const hidesQuery = request.url.startsWith('/v1/auth/') || (isPage && request.method === 'GET');
  return redactSecretSegment(hidesQuery ? (request.url.split('?')[0] ?? '') : request.url);
}

/**
 * One log line per request, when it completes (Fastify's default writes two: received and
 * completed): API calls at info, static files and health checks at debug, server errors at error.
 */
export function registerRequestLogging(app: FastifyInstance): void {
  app.addHook('onResponse', async (request, reply) => {
    const status = reply.statusCode;
    const level =
      status >= 500
        ? 'error'
        : status >= 400 && status !== 404
          ? 'warn'
          : isQuiet(request)
            ? 'debug'
            : 'info';
    const url = loggedUrl(request);
    request.log[level](
      { method: request.method, url, status, ms: Math.round(reply.elapsedTime * 10) / 10 },
      `${request.method} ${url} ${status}`,
    );
  });
}

/** pino-pretty in a terminal (readable lines), JSON otherwise (log collectors parse it). */
export function loggerTransport(pretty: boolean) {
  return pretty
    ? {
        target: 'pino-pretty',
        options: {
          translateTime: 'SYS:HH:MM:ss',
          ignore: 'pid,hostname,reqId,method,url,status,ms',
          singleLine: true,
        },
      }
    : undefined;
}
