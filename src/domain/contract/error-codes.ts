/** The machine codes of failure bodies (`code`), without schemas: the API client imports them. */
export const ERROR_CODES = {
  credentialsNotFound: 'USER_CREDENTIALS_NOT_FOUND',
  validation: 'VALIDATION_ERROR',
  forbidden: 'FORBIDDEN',
  notFound: 'NOT_FOUND',
  conflict: 'CONFLICT',
  otherUser: 'OTHER_USER',
  rateLimited: 'RATE_LIMITED',
  payloadTooLarge: 'PAYLOAD_TOO_LARGE',
  internal: 'INTERNAL_ERROR',
} as const;
