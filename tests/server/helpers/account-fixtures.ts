// Sign-up and platform-message helpers of the account tests.
import { and, desc, eq, isNull } from 'drizzle-orm';
import { expect } from 'vitest';
import { messages } from '../../../server/db/schema';
import type { App } from '../../../server/http/app-types';

export const NEW_PASSWORD = 'Cafeteria2025';

let nextPhone = 5540000000;

/** A body for /create with a fresh phone (and e-mail when asked). */
export function signUpBody(overrides: Record<string, unknown> = {}) {
  nextPhone += 1;
  return {
    name: 'Lucía Prueba',
    phone: String(nextPhone),
    email: null,
    password: NEW_PASSWORD,
    ...overrides,
  };
}

/** Creates an account and returns its bearer token and the body it was created with. */
export async function signUp(app: App, overrides: Record<string, unknown> = {}) {
  const body = signUpBody(overrides);
  const response = await app.inject({ method: 'POST', url: '/v1/user/account/create', payload: body });
  expect(response.statusCode, response.body).toBe(200);
  return { token: response.json<{ data: { token: string } }>().data.token, body };
}

/** The platform's own messages (no company) to a recipient, newest first. */
export function platformMessagesTo(app: App, recipient: string) {
  return app.deps.platformDb
    .select()
    .from(messages)
    .where(and(eq(messages.recipient, recipient), isNull(messages.companyId)))
    .orderBy(desc(messages.id));
}
