import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ValidationError } from './errors';

const NUL_MESSAGE = 'Contiene caracteres no permitidos.';

/** The dot path of the first string (or key) holding a NUL character, which PostgreSQL cannot store. */
export function findNulPath(value: unknown, path = ''): string | undefined {
  if (typeof value === 'string') return value.includes('\u0000') ? path || 'body' : undefined;
  if (typeof value !== 'object' || value === null) return undefined;
  for (const [key, item] of Object.entries(value)) {
    const itemPath = path ? `${path}.${key}` : key;
    if (key.includes('\u0000')) return itemPath;
    const found = findNulPath(item, itemPath);
    if (found) return found;
  }
  return undefined;
}

/**
 * JSON bodies: Fastify's safe parser (prototype poisoning rejected), an empty body read as
 * "no body" rather than an error, and strings with NUL characters refused with a 422.
 */
export function registerJsonBodyParser(app: FastifyInstance): void {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser(
    'application/json',
    { parseAs: 'string' },
    (request: FastifyRequest, body: string | Buffer, done: (error: Error | null, body?: unknown) => void) => {
      const text = typeof body === 'string' ? body : body.toString('utf8');
      if (text.trim() === '') {
        done(null, undefined);
        return;
      }
      parseJson(request, text, (error: Error | null, parsed?: unknown) => {
        if (error) {
          done(error);
          return;
        }
        const nulPath = findNulPath(parsed);
        done(nulPath ? ValidationError.forField(nulPath, NUL_MESSAGE) : null, parsed);
      });
    },
  );
}
