import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

/** Answers smaller than this are sent as they are: compressing them costs more than it saves. */
export const COMPRESSION_THRESHOLD_BYTES = 1024;

/**
 * Answers up to this size are compressed synchronously in one call. The plugin's default on two
 * cores (8 KB) sends a 300-entry status-data (200 KB of JSON) through a zlib stream, which cost
 * about 3 ms more per request over a socket than the under-1 ms brotli call it replaces.
 */
export const SYNC_COMPRESSION_MAX_BYTES = 512 * 1024;

/**
 * Compresses dynamic answers (JSON of the API, config.js) with brotli or gzip as the client
 * accepts. Built assets are already precompressed on disk (static-site.ts), and the answers that
 * keep their bytes between requests (status-data, account settings: send-compressed.ts) arrive
 * already compressed; both keep their Content-Encoding. `text/event-stream` is never compressed (the plugin's default type filter
 * excludes it, and the events route writes to a hijacked socket): compression would buffer it.
 */
export async function registerCompression(app: FastifyInstance): Promise<void> {
  await app.register(compress, {
    threshold: COMPRESSION_THRESHOLD_BYTES,
    encodings: ['br', 'gzip'],
    syncThreshold: SYNC_COMPRESSION_MAX_BYTES,
  });
}
