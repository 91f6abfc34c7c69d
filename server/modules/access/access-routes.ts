import { eq } from 'drizzle-orm';
import * as v from 'valibot';
import {
  AccountExistsBodySchema,
  AccountExistsResponseSchema,
  AccountSettingsSchema,
  AllowedLocationSchema,
  LoginBodySchema,
  LoginResponseSchema,
  LogoutResponseSchema,
  MESSAGES,
  SetLocationBodySchema,
  SetLocationResponseSchema,
} from '../../../src/domain/contract/access';
import { dataOf } from '../../../src/domain/contract/common';
import { sessions, users } from '../../db/schema';
import type { App } from '../../http/app-types';
import { clearSessionCookies, requestToken } from '../../http/auth/session-cookies';
import { hashSessionToken } from '../../http/auth/session-token';
import { dataBody } from '../../http/envelope';
import { ApiError, ForbiddenError } from '../../http/errors';
import { publicOrigin } from '../../http/public-urls';
import { perMinuteLimit } from '../../http/rate-limit';
import { sendCompressed } from '../../http/send-compressed';
import { sessionOf } from '../../http/tenancy';
import { announceSessionEnd } from '../../live/live-messages';
import { AccountSettingsCache, accountSettingsAnswer } from './account-settings';
import { allowedLocations, hasMembership } from './allowed-locations';
import { login } from './login';
import { loginContext, sessionAnswer } from './session-answer';
import { findUserByIdentifier } from './user-lookup';

const TAGS = ['access'];
export const NO_LOCATION_ACCESS_MESSAGE = 'No tienes acceso a esta ubicación.';

/** Wrong e-mail/phone or password: one answer for both (422 on `password`, the form's field). */
class WrongCredentialsError extends ApiError {
  constructor() {
    super(422, MESSAGES.wrongCredentials, 'INVALID_CREDENTIALS', { password: [MESSAGES.wrongCredentials] });
  }
}

/** Access and shell calls (spec 01 §7.1, 02 §7 Access). */
export async function accessRoutes(app: App): Promise<void> {
  const { platformDb: db, config, now, sessionCache } = app.deps;
  const settingsCache = new AccountSettingsCache(db);
  const cookieOptions = { secure: config.cookieSecure };
  const signInLimit = perMinuteLimit(config.loginRateLimit);

  app.post(
    '/v1/user/account/exists',
    {
      config: { public: true, ...signInLimit },
      schema: {
        summary: '¿Existe una cuenta con este correo o celular?',
        tags: TAGS,
        security: [],
        body: AccountExistsBodySchema,
        response: { 200: AccountExistsResponseSchema },
      },
    },
    async (request) => {
      const user = await findUserByIdentifier(db, request.body);
      return dataBody({ exists: user !== undefined && user.status === 'active' });
    },
  );

  app.post(
    '/v1/user/account/login',
    {
      config: { public: true, ...signInLimit },
      schema: {
        summary: 'Iniciar sesión con correo o celular y contraseña',
        tags: TAGS,
        security: [],
        body: LoginBodySchema,
        response: { 200: LoginResponseSchema },
      },
    },
    async (request, reply) => {
      const session = await login(db, request.body, loginContext(request, config, now()));
      if (!session) throw new WrongCredentialsError();
      return sessionAnswer(reply, session, config);
    },
  );

  app.post(
    '/v1/user/account/logout',
    {
      config: { public: true },
      schema: { summary: 'Cerrar sesión', tags: TAGS, response: { 200: LogoutResponseSchema } },
    },
    async (request, reply) => {
      const token = requestToken(request.headers, request.cookies);
      if (token) {
        const tokenHash = hashSessionToken(token);
        await db.transaction(async (tx) => {
          const ended = await tx
            .delete(sessions)
            .where(eq(sessions.tokenHash, tokenHash))
            .returning({ id: sessions.id });
          for (const session of ended) await announceSessionEnd(tx, session.id);
        });
        sessionCache.forgetToken(tokenHash);
      }
      clearSessionCookies(reply, cookieOptions);
      return dataBody({ success: true });
    },
  );

  app.get(
    '/v1/user/account/settings',
    {
      schema: {
        summary: 'Configuración de la cuenta y de la ubicación actual',
        tags: TAGS,
        response: { 200: dataOf(AccountSettingsSchema) },
      },
    },
    async (request, reply) => {
      const origin = publicOrigin(config);
      const answer = await accountSettingsAnswer(db, settingsCache, sessionOf(request), origin);
      return sendCompressed(request, reply, answer, '');
    },
  );

  app.get(
    '/v1/user/account/allowed-locations',
    {
      schema: {
        summary: 'Ubicaciones a las que el usuario tiene acceso',
        tags: TAGS,
        response: { 200: dataOf(v.array(AllowedLocationSchema)) },
      },
    },
    async (request) => {
      const auth = sessionOf(request);
      return dataBody(await allowedLocations(db, auth.userId, auth.locationId));
    },
  );

  app.post(
    '/v1/user/account/set-location',
    {
      schema: {
        summary: 'Cambiar la ubicación actual de la sesión',
        tags: TAGS,
        body: SetLocationBodySchema,
        response: { 200: SetLocationResponseSchema },
      },
    },
    async (request) => {
      const auth = sessionOf(request);
      const locationId = request.body.location_id;
      if (!(await hasMembership(db, auth.userId, locationId))) {
        throw new ForbiddenError(NO_LOCATION_ACCESS_MESSAGE, 'LOCATION_FORBIDDEN');
      }
      await db.transaction(async (tx) => {
        await tx.update(sessions).set({ locationId }).where(eq(sessions.id, auth.sessionId));
        await tx.update(users).set({ lastLocationId: locationId }).where(eq(users.id, auth.userId));
      });
      sessionCache.forgetSession(auth.sessionId);
      return dataBody({ success: true, location_id: locationId });
    },
  );
}
