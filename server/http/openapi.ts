import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { toJsonSchema } from '@valibot/to-json-schema';
import type { FastifyContextConfig, FastifyInstance, FastifySchema } from 'fastify';
import { SESSION_COOKIE } from '../../src/domain/contract/access';
import { ApiErrorSchema } from '../../src/domain/contract/common';
import { APP_VERSION } from './pwa/client-config';
import { isValibotSchema } from './validation/valibot-compiler';

const PARTS = ['body', 'querystring', 'params', 'headers'] as const;

function toOpenApi(schema: unknown): unknown {
  return isValibotSchema(schema)
    ? toJsonSchema(schema, { target: 'openapi-3.0', errorMode: 'ignore' })
    : schema;
}

const ERROR_RESPONSE = {
  description: 'Error: mensaje en español, código y errores por campo (422).',
  ...(toOpenApi(ApiErrorSchema) as object),
};

/**
 * Who may call a route, as the route itself declares it: `public` (no session), the role areas it
 * needs, or `session` (any signed-in user). The OpenAPI document carries it as `x-access`.
 */
export function routeAccess(url: string, config: FastifyContextConfig | undefined): string {
  // Only /v1 routes ask for a session (authenticate.ts); the rest are public by place.
  if (config?.public || !url.startsWith('/v1/')) return 'public';
  if (config?.access) return typeof config.access === 'string' ? config.access : config.access.join(' or ');
  return 'session';
}

/** Route schema with its valibot schemas converted to JSON Schema for the OpenAPI document. */
export function routeSchemaToOpenApi(
  schema: FastifySchema | undefined,
  url: string,
  config?: FastifyContextConfig,
): Record<string, unknown> {
  const documented = url.startsWith('/v1/') || url.startsWith('/public/') || url === '/healthz';
  if (!documented) return { ...schema, hide: true };
  const access = routeAccess(url, config);
  const converted: Record<string, unknown> = {
    ...schema,
    'x-access': access,
    ...(access === 'public' ? { security: [] } : {}),
  };
  if (!schema) return converted;
  for (const part of PARTS) {
    if (schema[part] !== undefined) converted[part] = toOpenApi(schema[part]);
  }
  const response = (schema.response ?? {}) as Record<string, unknown>;
  converted.response = {
    ...Object.fromEntries(Object.entries(response).map(([status, value]) => [status, toOpenApi(value)])),
    '4xx': ERROR_RESPONSE,
  };
  return converted;
}

/** The OpenAPI document at /docs/json and its UI at /docs, generated from the valibot schemas. */
export async function registerOpenApi(app: FastifyInstance): Promise<void> {
  await app.register(swagger, {
    openapi: {
      openapi: '3.0.3',
      info: {
        title: 'Mostrador API',
        version: APP_VERSION,
        description:
          'API de Mostrador. Respuestas `{data}` o `{data, pagination}`; errores `{message, code, errors}` en español.',
      },
      components: {
        securitySchemes: {
          bearer: { type: 'http', scheme: 'bearer' },
          session: { type: 'apiKey', in: 'cookie', name: SESSION_COOKIE },
        },
      },
      security: [{ bearer: [] }, { session: [] }],
    },
    transform: ({ schema, url, route }) => ({
      schema: routeSchemaToOpenApi(schema, url, route.config) as FastifySchema,
      url,
    }),
  });
  await app.register(swaggerUi, { routePrefix: '/docs' });
}
