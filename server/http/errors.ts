import type { FieldErrors } from '../../src/domain/contract/common';

export type { FieldErrors };

import { MESSAGES } from '../../src/domain/contract/access';
import { type ApiErrorBody, ERROR_CODES } from '../../src/domain/contract/common';

export const ERROR_MESSAGES = {
  badRequest: 'La solicitud no es válida.',
  malformedJson: 'El cuerpo de la solicitud no es un JSON válido.',
  unsupportedMediaType: 'El tipo de contenido enviado no es compatible.',
  validation: 'Los datos enviados no son válidos.',
  unauthorized: MESSAGES.sessionGone,
  forbidden: 'No tienes permiso para realizar esta acción.',
  notFound: 'Recurso no encontrado.',
  conflict: 'La operación no se puede realizar en este momento.',
  payloadTooLarge: 'El contenido enviado es demasiado grande.',
  rateLimited: 'Demasiados intentos. Espera un momento e intenta de nuevo.',
  internal: 'Ocurrió un error inesperado. Intenta de nuevo.',
} as const;

/**
 * An error the API answers with on purpose: HTTP status + `{message, code, errors}` (DESIGN §3).
 * Throw one of the subclasses from a hook or handler; the error handler renders it.
 */
export class ApiError extends Error {
  readonly statusCode: number;
  readonly code: string;
  readonly errors: FieldErrors | undefined;

  constructor(statusCode: number, message: string, code: string, errors?: FieldErrors) {
    super(message);
    this.name = 'ApiError';
    this.statusCode = statusCode;
    this.code = code;
    this.errors = errors;
  }

  toBody(): ApiErrorBody {
    return this.errors
      ? { message: this.message, code: this.code, errors: this.errors }
      : { message: this.message, code: this.code };
  }
}

export class BadRequestError extends ApiError {
  constructor(message: string = ERROR_MESSAGES.badRequest, code = 'BAD_REQUEST') {
    super(400, message, code);
  }
}

export class UnauthorizedError extends ApiError {
  constructor(message: string = ERROR_MESSAGES.unauthorized) {
    super(401, message, ERROR_CODES.credentialsNotFound);
  }
}

export class ForbiddenError extends ApiError {
  constructor(message: string = ERROR_MESSAGES.forbidden, code: string = ERROR_CODES.forbidden) {
    super(403, message, code);
  }
}

export class NotFoundError extends ApiError {
  constructor(message: string = ERROR_MESSAGES.notFound) {
    super(404, message, ERROR_CODES.notFound);
  }
}

export class ConflictError extends ApiError {
  constructor(message: string = ERROR_MESSAGES.conflict, code: string = ERROR_CODES.conflict) {
    super(409, message, code);
  }
}

export class PayloadTooLargeError extends ApiError {
  constructor() {
    super(413, ERROR_MESSAGES.payloadTooLarge, ERROR_CODES.payloadTooLarge);
  }
}

/** 422 with per-field errors keyed by dot paths (`filters.$or.0.name`). */
export class ValidationError extends ApiError {
  constructor(errors: FieldErrors, message: string = ERROR_MESSAGES.validation) {
    super(422, message, ERROR_CODES.validation, errors);
  }

  /** A 422 for one field. */
  static forField(path: string, message: string): ValidationError {
    return new ValidationError({ [path]: [message] });
  }
}

export class TooManyRequestsError extends ApiError {
  /** Sent as Retry-After when known. */
  readonly retryAfterSeconds: number | undefined;

  constructor(message: string = ERROR_MESSAGES.rateLimited, retryAfterSeconds?: number) {
    super(429, message, ERROR_CODES.rateLimited);
    this.retryAfterSeconds = retryAfterSeconds;
  }
}
