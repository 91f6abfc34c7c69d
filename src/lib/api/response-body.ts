import { API_ERROR_MESSAGES, ApiError, type FieldErrors, unsupportedResponseError } from './api-error';

const JSON_TYPE = /^application\/(?:[\w.+-]+\+)?json\b/i;

/** A body the server is expected to send as JSON; anything else is rejected as unsupported. */
export async function readJsonBody(response: Response): Promise<unknown> {
  if (response.status === 204 || response.status === 205) return undefined;
  const text = await response.text();
  if (text === '') return undefined;
  if (!JSON_TYPE.test(response.headers.get('content-type') ?? ''))
    throw unsupportedResponseError(response.status);
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw unsupportedResponseError(response.status);
  }
}

function fieldErrorsOf(value: unknown): FieldErrors | undefined {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return undefined;
  const errors: FieldErrors = {};
  for (const [field, messages] of Object.entries(value)) {
    const list = (Array.isArray(messages) ? messages : [messages]).filter(
      (message): message is string => typeof message === 'string' && message !== '',
    );
    if (list.length > 0) errors[field] = list;
  }
  return Object.keys(errors).length > 0 ? errors : undefined;
}

/**
 * The error of a failed response (spec 01 §8): the body's message when there is one, otherwise
 * the first field error; `errors` keeps every field's messages for the form.
 */
export function errorFromBody(status: number, body: unknown): ApiError {
  const record = typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {};
  const errors = fieldErrorsOf(record.errors);
  const message =
    typeof record.message === 'string' && record.message.trim() !== ''
      ? record.message
      : (Object.values(errors ?? {})[0]?.[0] ?? API_ERROR_MESSAGES.unknown);
  const code = typeof record.code === 'string' ? record.code : undefined;
  return new ApiError({ status, message, code, errors });
}
