import { LoginResponseSchema } from '../../../src/domain/contract/access';
import {
  InvitationAcceptBodySchema,
  InvitationSchema,
  InvitationTokenParamsSchema,
  InviteBodySchema,
  LinkCodeResultSchema,
  PendingInvitationSchema,
  StaffOverviewSchema,
} from '../../../src/domain/contract/account';
import { dataOf, IdParamSchema } from '../../../src/domain/contract/common';
import type { App } from '../../http/app-types';
import { dataBody } from '../../http/envelope';
import { publicOrigin } from '../../http/public-urls';
import { perMinuteLimit } from '../../http/rate-limit';
import { sendMessageNow } from '../messaging/deliver-message';
import { acceptInvitation, readInvitation } from './invitation-accept';
import { sendInvitation } from './invitation-send';
import { staffOverview } from './invitation-staff';
import { openSession } from './login';
import { loginContext, sessionAnswer } from './session-answer';
import { renewLinkCode } from './staff-link-code';

const TAGS = ['access'];

/** Invitations: read, accept, send; the location's staff overview and access codes (02 §7 Access, Staff). */
export async function invitationRoutes(app: App): Promise<void> {
  const { platformDb: db, config, now, jobs, sessionCache, appKey } = app.deps;
  // Reading and accepting are public: per IP they are limited like the sign-in, so tokens cannot be guessed.
  const tokenLimit = perMinuteLimit(config.loginRateLimit);

  app.post(
    '/v1/user/invite',
    {
      config: { access: 'users-write' },
      schema: {
        summary: 'Invitar a una persona a la ubicación actual',
        tags: TAGS,
        body: InviteBodySchema,
        response: { 200: dataOf(PendingInvitationSchema) },
      },
    },
    async (request) => {
      const { body } = request;
      const sent = await sendInvitation(db, {
        tenant: request.tenant,
        body,
        origin: publicOrigin(config),
        now: now(),
      });
      await sendMessageNow(jobs, sent.messageId, request.log);
      return dataBody({
        id: sent.id,
        name: body.name,
        email: body.email,
        role: body.role,
        created_at: sent.createdAt.toISOString(),
        expires_at: sent.expiresAt.toISOString(),
      });
    },
  );

  app.get(
    '/v1/user/invite/:token',
    {
      config: { public: true, ...tokenLimit },
      schema: {
        summary: 'Ver una invitación',
        tags: TAGS,
        security: [],
        params: InvitationTokenParamsSchema,
        response: { 200: dataOf(InvitationSchema) },
      },
    },
    async (request) => dataBody(await readInvitation(db, request.params.token, now())),
  );

  app.post(
    '/v1/user/invite/:token/accept',
    {
      config: { public: true, ...tokenLimit },
      schema: {
        summary: 'Aceptar una invitación (crea o vincula la cuenta) e iniciar sesión',
        tags: TAGS,
        security: [],
        params: InvitationTokenParamsSchema,
        body: InvitationAcceptBodySchema,
        response: { 200: LoginResponseSchema },
      },
    },
    async (request, reply) => {
      const user = await acceptInvitation(db, {
        token: request.params.token,
        body: request.body,
        now: now(),
      });
      sessionCache.forgetUser(user.id);
      const session = await openSession(db, user, loginContext(request, config, now()));
      return sessionAnswer(reply, session, config);
    },
  );

  app.get(
    '/v1/user/staff',
    {
      config: { access: 'users' },
      schema: {
        summary: 'Personas e invitaciones pendientes de la ubicación actual',
        tags: TAGS,
        response: { 200: dataOf(StaffOverviewSchema) },
      },
    },
    async (request) => dataBody(await staffOverview(db, request.tenant, now())),
  );

  app.post(
    '/v1/user/staff/:id/link-code',
    {
      config: { access: 'users-write' },
      schema: {
        summary:
          'Generar un nuevo código de acceso para una persona de la ubicación (el anterior deja de servir)',
        tags: TAGS,
        params: IdParamSchema,
        response: { 200: dataOf(LinkCodeResultSchema) },
      },
    },
    async (request) =>
      dataBody({ link_code: await renewLinkCode(db, appKey, request.tenant, request.params.id, now()) }),
  );
}
