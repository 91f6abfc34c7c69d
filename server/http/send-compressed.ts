import type { FastifyReply, FastifyRequest } from 'fastify';
import { acceptedEncoding } from './accepted-encoding';
import type { CompressedPrefix } from './compressed-prefix';
import { COMPRESSION_THRESHOLD_BYTES } from './compression';

/**
 * Sends a JSON answer made of a cached, already compressed prefix and a per-request suffix, in
 * the encoding the request accepts (the compression plugin leaves an answer that carries a
 * Content-Encoding as it is). Same rules as the plugin: under 1 KB, or without br/gzip, as text.
 */
export function sendCompressed(
  request: FastifyRequest,
  reply: FastifyReply,
  prefix: CompressedPrefix,
  suffix: string,
): FastifyReply {
  const small = prefix.bytes.length + suffix.length < COMPRESSION_THRESHOLD_BYTES;
  const encoding = small ? 'identity' : acceptedEncoding(request.headers['accept-encoding']);
  const vary = reply.getHeader('vary');
  reply.header('vary', vary ? `${String(vary)}, accept-encoding` : 'accept-encoding');
  reply.type('application/json; charset=utf-8');
  if (encoding !== 'identity') reply.header('content-encoding', encoding);
  return reply.send(prefix.encode(encoding, suffix));
}
