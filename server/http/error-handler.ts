import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ERROR_CODES } from '../../src/domain/contract/common';
import {
  ApiError,
  BadRequestError,
  ERROR_MESSAGES,
  PayloadTooLargeError,
  TooManyRequestsError,
  ValidationError,
} from './errors';

/** PostgreSQL error classes that mean "bad data", a safety net behind request validation. */
const DATA_EXCEPTION_CLASS = '22';
const UNIQUE_VIOLATION = '23505';

function databaseErrorCode(error: unknown): string | undefined {
  for (let current: unknown = error, depth = 0; current && depth < 3; depth += 1) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}

/** Whether a database error is a unique-constraint violation (a caller may retry with a new value). */
export function isUniqueViolation(error: unknown): boolean {
  return databaseErrorCode(error) === UNIQUE_VIOLATION;
}

/** Maps anything thrown to the API's error envelope; 5xx details never leave the server. */
export function toApiError(error: FastifyError | Error): ApiError | undefined {
  if (error instanceof ApiError) return error;
  const fastifyError = error as FastifyError;
  switch (fastifyError.code) {
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return new BadRequestError(ERROR_MESSAGES.malformedJson, 'MALFORMED_JSON');
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return new PayloadTooLargeError();
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return new ApiError(415, ERROR_MESSAGES.unsupportedMediaType, 'UNSUPPORTED_MEDIA_TYPE');
    case 'FST_ERR_VALIDATION':
      return new ValidationError({});
  }
  const dbCode = databaseErrorCode(error);
  if (dbCode?.startsWith(DATA_EXCEPTION_CLASS)) return new ValidationError({});
  if (dbCode === UNIQUE_VIOLATION) return new ApiError(409, ERROR_MESSAGES.conflict, ERROR_CODES.conflict);
  const status = fastifyError.statusCode;
  if (status === 413) return new PayloadTooLargeError();
  if (status !== undefined && status >= 400 && status < 500) {
    return new ApiError(status, ERROR_MESSAGES.badRequest, 'BAD_REQUEST');
  }
  return undefined;
}

export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    const apiError = toApiError(error);
    if (apiError) {
      if (!(error instanceof ApiError)) {
        request.log.warn(
          { err: error, route: request.routeOptions.url },
          'request rejected: %s',
          apiError.code,
        );
      }
      if (apiError instanceof TooManyRequestsError && apiError.retryAfterSeconds !== undefined) {
        reply.header('retry-after', String(apiError.retryAfterSeconds));
      }
      return reply.code(apiError.statusCode).send(apiError.toBody());
    }
    request.log.error(
      { err: error, route: request.routeOptions.url, method: request.method, userId: request.auth?.userId },
      'request failed',
    );
    return reply
      .code(500)
      .send({ message: ERROR_MESSAGES.internal, code: ERROR_CODES.internal, request_id: String(request.id) });
  });
}
