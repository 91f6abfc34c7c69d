import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { NotFoundError } from '../errors';
import { cacheControlFor, NO_CACHE } from './cache-policy';

/** Paths the SPA fallback never answers: the API, public pages' API, docs, infrastructure, bundles. */
const RESERVED = /^\/(v1|public|docs|healthz|config\.js|assets)(\/|$|\?)/;
/** A static file's extension: a missing file is a 404, not the app (usernames may contain dots). */
const FILE_NAME =
  /\.(js|mjs|css|map|json|webmanifest|png|jpe?g|gif|svg|ico|webp|avif|woff2?|ttf|mp3|wav|ogg|txt|xml)(\?|$)/i;

function wantsAppShell(request: FastifyRequest): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  if (RESERVED.test(request.url) || FILE_NAME.test(request.url)) return false;
  return (request.headers.accept ?? '').includes('text/html');
}

/**
 * Serves the built PWA from distDir when it exists (DESIGN §1), with its caching policy,
 * and answers every other unknown path: index.html for a browser navigation (SPA
 * fallback), a JSON 404 for anything else.
 */
export async function registerStaticSite(app: FastifyInstance, distDir: string): Promise<void> {
  const root = resolve(distDir);
  const hasApp = existsSync(join(root, 'index.html'));
  if (hasApp) {
    await app.register(fastifyStatic, {
      root,
      // One exact route per file of the build, listed at start (the build runs before it). The
      // catch-all route instead read dist/ and dist/assets (700 names) on every request to check
      // the path's spelling: 5–10 ms a file, and the service worker's install fetches 350 of them.
      wildcard: false,
      dotfiles: 'ignore',
      // The build writes .br and .gz beside each text asset: sent as is, never compressed per request.
      preCompressed: true,
      cacheControl: false,
      setHeaders: (reply, path) => {
        reply.header('cache-control', cacheControlFor(path, root));
      },
    });
  }

  app.setNotFoundHandler(async (request: FastifyRequest, reply: FastifyReply) => {
    if (hasApp && wantsAppShell(request)) {
      return reply.header('cache-control', NO_CACHE).sendFile('index.html');
    }
    const error = new NotFoundError();
    return reply.code(error.statusCode).send(error.toBody());
  });
}
