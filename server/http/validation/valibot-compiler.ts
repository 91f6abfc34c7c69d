import type { FastifySchemaCompiler } from 'fastify';
import * as v from 'valibot';
import { installSpanishMessages } from '../../../src/domain/contract/messages-es';
import { ValidationError } from '../errors';
import { toFieldErrors } from './field-errors';

installSpanishMessages();

/** Key of the issues about a whole request part (e.g. a body that is not an object). */
const ROOT_KEY_BY_PART: Record<string, string> = {
  body: 'body',
  querystring: 'query',
  params: 'params',
  headers: 'headers',
};

export function isValibotSchema(schema: unknown): schema is v.GenericSchema {
  return (
    typeof schema === 'object' &&
    schema !== null &&
    (schema as { kind?: unknown }).kind === 'schema' &&
    '~run' in schema
  );
}

/**
 * Fastify validator compiler for valibot schemas given as a route's `schema.body`, `querystring`,
 * `params` or `headers`. The parsed output (with transforms applied) replaces the request part;
 * issues become a 422 with Spanish per-field errors keyed by dot paths.
 */
export const valibotValidatorCompiler: FastifySchemaCompiler<unknown> = ({ schema, httpPart }) => {
  if (!isValibotSchema(schema)) {
    throw new Error(`The ${httpPart ?? 'request'} schema of a route must be a valibot schema.`);
  }
  const rootKey = ROOT_KEY_BY_PART[httpPart ?? 'body'] ?? 'body';
  return (data: unknown) => {
    const result = v.safeParse(schema, data ?? undefined);
    return result.success
      ? { value: result.output }
      : { error: new ValidationError(toFieldErrors(result.issues, rootKey)) };
  };
};
