import type { FieldErrors } from '../../domain/contract/common';

export type { FieldErrors };
/** Messages of the error catalogue (spec 01 §8) that the client produces itself. */
export const API_ERROR_MESSAGES = {
  offline: 'Verifique su conexión a internet.',
  unsupported: 'Respuesta no soportada del servidor.',
  unknown: 'Ocurrió un error inesperado. Por favor, intenta de nuevo.',
} as const;

/** Codes the client adds to the server's (USER_CREDENTIALS_NOT_FOUND, VALIDATION_ERROR, …). */
export const CLIENT_ERROR_CODES = {
  offline: 'OFFLINE',
  unsupportedResponse: 'UNSUPPORTED_RESPONSE',
} as const;

/**
 * Every failed API call rejects with this. `status` 0 means the server was not reached.
 * `message` is Spanish and ready to show; `errors` holds per-field messages (422).
 */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly status: number;
  readonly code?: string;
  readonly errors?: FieldErrors;

  constructor(init: { status: number; message: string; code?: string; errors?: FieldErrors }) {
    super(init.message);
    this.status = init.status;
    this.code = init.code;
    this.errors = init.errors;
  }
}

export function offlineError(): ApiError {
  return new ApiError({ status: 0, message: API_ERROR_MESSAGES.offline, code: CLIENT_ERROR_CODES.offline });
}

export function unsupportedResponseError(status: number): ApiError {
  return new ApiError({
    status,
    message: API_ERROR_MESSAGES.unsupported,
    code: CLIENT_ERROR_CODES.unsupportedResponse,
  });
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}
