import * as v from 'valibot';
import { LoginResponseSchema } from '../../../src/domain/contract/access';
import {
  ACCOUNT_ERRORS,
  AccountProfilePatchBodySchema,
  AccountProfileSchema,
  CreateAccountBodySchema,
  LoginWithCodeBodySchema,
  OtpSendBodySchema,
  OtpSendResultSchema,
  OtpVerifyBodySchema,
  OtpVerifyResultSchema,
  ResendEmailVerificationResultSchema,
  ResetConfirmBodySchema,
  ResetRequestBodySchema,
  VerifyEmailBodySchema,
  VerifyEmailResultSchema,
} from '../../../src/domain/contract/account';
import { dataOf } from '../../../src/domain/contract/common';
import type { App } from '../../http/app-types';
import { dataBody } from '../../http/envelope';
import { ValidationError } from '../../http/errors';
import { publicOrigin } from '../../http/public-urls';
import { perMinuteLimit } from '../../http/rate-limit';
import { sessionOf } from '../../http/tenancy';
import { sendMessageNow } from '../messaging/deliver-message';
import {
  CODE_LOGIN_LIMIT,
  RESET_CONFIRM_LIMIT,
  RESET_REQUEST_LIMIT,
  STEADY_ANSWER_MS,
} from './account-limits';
import { accountProfile, updateAccountProfile } from './account-profile';
import { createAccount } from './create-account';
import {
  confirmEmailVerification,
  queueEmailVerification,
  resendEmailVerification,
} from './email-verification';
import { openSession } from './login';
import { forgetLoginFailures, loginFailureKey } from './login-backoff';
import { confirmPasswordReset, requestPasswordReset } from './password-reset';
import { sendVerificationCode, verifyPhoneCode } from './phone-verification';
import { loginContext, sessionAnswer } from './session-answer';
import { findUserByAccessCode } from './staff-link-code';
import { withSteadyTiming } from './steady-timing';

const TAGS = ['access'];
const SuccessSchema = dataOf(v.object({ success: v.boolean() }));

/** Sign-up, phone verification, password reset and access-code login (02 §7 Access). */
export async function accountRoutes(app: App): Promise<void> {
  const { platformDb: db, config, now, jobs, sessionCache, appKey } = app.deps;

  app.post(
    '/v1/user/account/create',
    {
      config: { public: true, ...perMinuteLimit(config.loginRateLimit) },
      schema: {
        summary: 'Crear una cuenta (celular sin verificar) e iniciar sesión',
        tags: TAGS,
        security: [],
        body: CreateAccountBodySchema,
        response: { 200: LoginResponseSchema },
      },
    },
    async (request, reply) => {
      const user = await createAccount(db, request.body, now());
      if (request.body.email !== null) {
        const messageId = await queueEmailVerification(db, {
          userId: user.id,
          name: request.body.name,
          email: request.body.email,
          origin: publicOrigin(config),
          now: now(),
        });
        await sendMessageNow(jobs, messageId, request.log);
      }
      const session = await openSession(db, user, loginContext(request, config, now()));
      return sessionAnswer(reply, session, config);
    },
  );

  app.post(
    '/v1/user/account/otp-send',
    {
      schema: {
        summary: 'Enviar por SMS un código para verificar el celular',
        tags: TAGS,
        body: OtpSendBodySchema,
        response: { 200: dataOf(OtpSendResultSchema) },
      },
    },
    async (request) => {
      const auth = sessionOf(request);
      const messageId = await sendVerificationCode(db, {
        userId: auth.userId,
        phone: request.body.phone,
        ip: request.ip,
        now: now(),
      });
      await sendMessageNow(jobs, messageId, request.log);
      return dataBody({ sent: true });
    },
  );

  app.post(
    '/v1/user/account/otp-verify',
    {
      schema: {
        summary: 'Verificar el celular con el código recibido',
        tags: TAGS,
        body: OtpVerifyBodySchema,
        response: { 200: dataOf(OtpVerifyResultSchema) },
      },
    },
    async (request) => {
      const auth = sessionOf(request);
      await verifyPhoneCode(db, { userId: auth.userId, ...request.body, now: now() });
      sessionCache.forgetUser(auth.userId);
      return dataBody({ verified: true });
    },
  );

  app.post(
    '/v1/user/account/reset-request',
    {
      config: { public: true, ...RESET_REQUEST_LIMIT },
      schema: {
        summary: 'Enviar por correo un enlace para cambiar la contraseña',
        tags: TAGS,
        security: [],
        body: ResetRequestBodySchema,
        response: { 200: SuccessSchema },
      },
    },
    async (request) => {
      const origin = publicOrigin(config);
      await withSteadyTiming(STEADY_ANSWER_MS, async () => {
        const messageId = await requestPasswordReset(db, { email: request.body.email, origin, now: now() });
        if (messageId !== null) await sendMessageNow(jobs, messageId, request.log);
      });
      return dataBody({ success: true });
    },
  );

  app.post(
    '/v1/user/account/reset-confirm',
    {
      config: { public: true, ...RESET_CONFIRM_LIMIT },
      schema: {
        summary: 'Cambiar la contraseña con el enlace recibido (cierra todas las sesiones)',
        tags: TAGS,
        security: [],
        body: ResetConfirmBodySchema,
        response: { 200: SuccessSchema },
      },
    },
    async (request) => {
      const userId = await confirmPasswordReset(db, { ...request.body, now: now() });
      sessionCache.forgetUser(userId);
      // Whoever proved the address may sign in at once, even while the account was waiting.
      await forgetLoginFailures(db, loginFailureKey(userId, {}));
      return dataBody({ success: true });
    },
  );

  app.post(
    '/v1/user/account/verify-email',
    {
      config: { public: true, ...RESET_CONFIRM_LIMIT },
      schema: {
        summary: 'Verificar el correo con el enlace recibido al crear la cuenta',
        tags: TAGS,
        security: [],
        body: VerifyEmailBodySchema,
        response: { 200: dataOf(VerifyEmailResultSchema) },
      },
    },
    async (request) => {
      const userId = await confirmEmailVerification(db, { token: request.body.token, now: now() });
      sessionCache.forgetUser(userId);
      return dataBody({ verified: true });
    },
  );

  app.post(
    '/v1/user/account/verify-email-resend',
    {
      schema: {
        summary: 'Enviar otra vez el enlace para verificar el correo de la cuenta',
        tags: TAGS,
        response: { 200: dataOf(ResendEmailVerificationResultSchema) },
      },
    },
    async (request) => {
      const { messageId, email } = await resendEmailVerification(db, {
        userId: sessionOf(request).userId,
        origin: publicOrigin(config),
        now: now(),
      });
      await sendMessageNow(jobs, messageId, request.log);
      return dataBody({ sent: true, email });
    },
  );

  app.post(
    '/v1/user/account/login-with-code',
    {
      config: { public: true, ...CODE_LOGIN_LIMIT },
      schema: {
        summary: 'Iniciar sesión con el código de acceso del usuario',
        tags: TAGS,
        security: [],
        body: LoginWithCodeBodySchema,
        response: { 200: LoginResponseSchema },
      },
    },
    async (request, reply) => {
      const session = await withSteadyTiming(STEADY_ANSWER_MS, async () => {
        const user = await findUserByAccessCode(db, appKey, request.body.link_code);
        if (!user) throw ValidationError.forField('link_code', ACCOUNT_ERRORS.accessCodeInvalid);
        return openSession(db, user, loginContext(request, config, now()));
      });
      return sessionAnswer(reply, session, config);
    },
  );
  app.get(
    '/v1/user/account',
    {
      schema: {
        summary: 'Mi perfil: nombre, puesto, correo y celular de la cuenta',
        tags: TAGS,
        response: { 200: dataOf(AccountProfileSchema) },
      },
    },
    async (request) => dataBody(await accountProfile(db, sessionOf(request).userId)),
  );

  app.patch(
    '/v1/user/account',
    {
      schema: {
        summary: 'Cambiar mi perfil (el correo y el celular no se cambian aquí)',
        tags: TAGS,
        body: AccountProfilePatchBodySchema,
        response: { 200: dataOf(AccountProfileSchema) },
      },
    },
    async (request) => {
      const { userId } = sessionOf(request);
      const profile = await updateAccountProfile(db, userId, request.body, now());
      // The session carries the name the header and the account settings show.
      sessionCache.forgetUser(userId);
      return dataBody(profile);
    },
  );
}
