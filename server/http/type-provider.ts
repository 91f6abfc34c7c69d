import type { FastifyTypeProvider } from 'fastify';
import type * as v from 'valibot';

/**
 * Types request parts and replies from the valibot schemas given in a route's `schema`
 * (validated at run time by valibotValidatorCompiler).
 */
export interface ValibotTypeProvider extends FastifyTypeProvider {
  validator: this['schema'] extends v.GenericSchema ? v.InferOutput<this['schema']> : unknown;
  serializer: this['schema'] extends v.GenericSchema ? v.InferInput<this['schema']> : unknown;
}
