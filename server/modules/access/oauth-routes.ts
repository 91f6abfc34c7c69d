import * as v from 'valibot';
import { LoginResponseSchema } from '../../../src/domain/contract/access';
import {
  CreateOauthBodySchema,
  LoginOauthBodySchema,
  LoginOauthResultSchema,
  OAUTH_ERRORS,
  OAUTH_PROVIDERS,
  OAUTH_STATE_TTL_MINUTES,
  type OauthProvider,
  OauthRedirectBodySchema,
  OauthRedirectResultSchema,
} from '../../../src/domain/contract/account';
import { dataOf } from '../../../src/domain/contract/common';
import type { Config } from '../../config';
import type { App } from '../../http/app-types';
import { dataBody } from '../../http/envelope';
import { NotFoundError } from '../../http/errors';
import { publicOrigin } from '../../http/public-urls';
import { perMinuteLimit } from '../../http/rate-limit';
import { createWithSignIn, loginWithSignIn } from './oauth-account';
import { completeSignIn } from './oauth-callback';
import { oidcProvider } from './oauth-client';
import { startSignIn } from './oauth-start';
import { loginContext, sessionAnswer } from './session-answer';

const TAGS = ['access'];
/** Any name: an unknown provider is a 404 (redirect-url) or a failed sign-in (callback), not a 422. */
const ProviderParamsSchema = v.object({ provider: v.string() });
/** Binds a sign-in to the browser that started it (login CSRF): only the callback reads it. */
const STATE_COOKIE = 'mostrador_oauth_state';
const COOKIE_PATH = '/v1/auth';

function knownProvider(provider: string): provider is OauthProvider {
  return (OAUTH_PROVIDERS as readonly string[]).includes(provider);
}

/** Where the provider sends the browser back (built like every link, never from the request). */
function callbackUrl(config: Config, provider: OauthProvider): string {
  // Normalized (no default port), as the token request sends it again.
  return new URL(`${publicOrigin(config)}/v1/auth/${provider}/callback`).href;
}

/** Sign-in with Google (OpenID Connect authorization code with PKCE), 02 §7 Access. */
export async function oauthRoutes(app: App): Promise<void> {
  const { platformDb: db, config, now } = app.deps;
  const provider = config.google ? oidcProvider(config.google) : null;
  const cookieOptions = {
    path: COOKIE_PATH,
    httpOnly: true,
    sameSite: 'lax',
    secure: config.cookieSecure,
  } as const;

  app.post(
    '/v1/auth/:provider/redirect-url',
    {
      config: { public: true, ...perMinuteLimit(config.loginRateLimit) },
      schema: {
        summary: 'Iniciar sesión con un proveedor (Google): la URL a la que va el navegador',
        tags: TAGS,
        security: [],
        params: ProviderParamsSchema,
        body: OauthRedirectBodySchema,
        response: { 200: dataOf(OauthRedirectResultSchema) },
      },
    },
    async (request, reply) => {
      const name = request.params.provider;
      if (!provider || !knownProvider(name)) throw new NotFoundError(OAUTH_ERRORS.notConfigured);
      const started = await startSignIn(db, await provider(), {
        provider: name,
        redirectUri: callbackUrl(config, name),
        sourceUrl: request.body.state.source_url,
        nextUrl: request.body.state.next_url,
        now: now(),
      });
      reply.setCookie(STATE_COOKIE, started.state, {
        ...cookieOptions,
        maxAge: OAUTH_STATE_TTL_MINUTES * 60,
      });
      return dataBody({ url: started.url });
    },
  );

  app.get(
    '/v1/auth/:provider/callback',
    {
      config: { public: true },
      // A HEAD (a link checker) must not spend the state.
      exposeHeadRoute: false,
      schema: {
        summary:
          'Regreso del proveedor (navegación del navegador): redirige a la página de inicio con el resultado',
        description:
          'Recibe `code` y `state` (o `error`) y redirige (303) a la página que inició el acceso con `?jwt=` o `?oauth_error=canceled|failed`.',
        tags: TAGS,
        security: [],
        params: ProviderParamsSchema,
        response: { 303: { description: 'Redirección a la aplicación.', type: 'null' } },
      },
    },
    async (request, reply) => {
      const name = request.params.provider;
      const rawQuery = request.url.split('?')[1] ?? '';
      const outcome =
        provider && knownProvider(name)
          ? await completeSignIn(db, provider, {
              provider: name,
              rawQuery,
              cookieState: request.cookies[STATE_COOKIE],
              now: now(),
            })
          : {
              location: '/login?oauth_error=failed',
              failure: 'sign-in with this provider is not configured',
            };
      if (outcome.failure)
        request.log.warn({ reason: outcome.failure }, 'Inicio de sesión con proveedor fallido');
      reply.clearCookie(STATE_COOKIE, cookieOptions);
      return reply.redirect(outcome.location, 303);
    },
  );

  app.post(
    '/v1/user/account/login-oauth',
    {
      config: { public: true, ...perMinuteLimit(config.loginRateLimit) },
      schema: {
        summary: 'Iniciar sesión con el resultado de un proveedor (si la identidad ya tiene cuenta)',
        tags: TAGS,
        security: [],
        body: LoginOauthBodySchema,
        response: { 200: dataOf(LoginOauthResultSchema) },
      },
    },
    async (request, reply) => {
      const { session, passwordRequired } = await loginWithSignIn(
        db,
        request.body,
        loginContext(request, config, now()),
      );
      if (!session) {
        return dataBody({
          exists: false,
          password_required: passwordRequired,
          token: null,
          expires_at: null,
        });
      }
      return dataBody({
        exists: true,
        password_required: false,
        ...sessionAnswer(reply, session, config).data,
      });
    },
  );

  app.post(
    '/v1/user/account/create-oauth',
    {
      config: { public: true, ...perMinuteLimit(config.loginRateLimit) },
      schema: {
        summary: 'Crear una cuenta sin contraseña con el resultado de un proveedor e iniciar sesión',
        tags: TAGS,
        security: [],
        body: CreateOauthBodySchema,
        response: { 200: LoginResponseSchema },
      },
    },
    async (request, reply) => {
      const session = await createWithSignIn(db, request.body, loginContext(request, config, now()));
      return sessionAnswer(reply, session, config);
    },
  );
}
