import * as v from 'valibot';
import { WaitEstimateBodySchema, WaitEstimateSchema } from '../../../src/domain/contract/availability';
import { dataOf } from '../../../src/domain/contract/common';
import {
  ConfirmationAnswerBodySchema,
  PublicCodeParamsSchema,
  PublicRegisterBodySchema,
  PublicRegisterResultSchema,
  PublicTurnSchema,
  PublicUsernameParamsSchema,
  PublicWaitlistInfoSchema,
} from '../../../src/domain/contract/public-waitlist';
import type { App } from '../../http/app-types';
import { dataBody } from '../../http/envelope';
import { publicOrigin } from '../../http/public-urls';
import { perMinuteLimit } from '../../http/rate-limit';
import { quoteForNewParty } from '../waitlist/wait-estimate';
import { isWaitlistOpen, publicLocation } from './public-location';
import { registerFromPublicPage } from './public-register';
import { answerConfirmation, publicTurn } from './public-turn';
import { publicWaitlistInfo } from './public-waitlist-info';

const TAGS = ['public'];
/** Registrations per minute and client IP: a family or a shared Wi-Fi is fine, a bot is not. */
export const PUBLIC_REGISTER_PER_MINUTE = 10;

/**
 * The customers' pages, no login: the online registration of a location (/r/{username}) and a
 * customer's own turn (/t/{code}) with the answer to a confirmation request.
 */
export async function publicWaitlistRoutes(app: App): Promise<void> {
  const { db, config, jobs, now } = app.deps;

  app.get(
    '/v1/public/waitlist/:username',
    {
      config: { public: true },
      schema: {
        summary: 'Registro en línea: lo que ofrece el negocio',
        tags: TAGS,
        params: PublicUsernameParamsSchema,
        response: { 200: dataOf(PublicWaitlistInfoSchema) },
      },
    },
    async (request) => {
      const location = await publicLocation(db, request.params.username);
      return dataBody(await publicWaitlistInfo(db, location));
    },
  );

  app.post(
    '/v1/public/waitlist/:username/wait-estimate',
    {
      config: { public: true },
      schema: {
        summary: 'Registro en línea: espera estimada para un grupo de ese tamaño',
        tags: TAGS,
        params: PublicUsernameParamsSchema,
        body: WaitEstimateBodySchema,
        response: { 200: dataOf(v.nullable(WaitEstimateSchema)) },
      },
    },
    async (request) => {
      const location = await publicLocation(db, request.params.username);
      if (!isWaitlistOpen(location)) return dataBody(null);
      return dataBody(
        await quoteForNewParty(db, location, { groupSize: request.body.group_size, now: now() }),
      );
    },
  );

  app.post(
    '/v1/public/waitlist/:username/register',
    {
      config: { public: true, ...perMinuteLimit(PUBLIC_REGISTER_PER_MINUTE) },
      schema: {
        summary: 'Registro en línea: unirse a la lista de espera o reservar',
        tags: TAGS,
        params: PublicUsernameParamsSchema,
        body: PublicRegisterBodySchema,
        response: { 200: dataOf(PublicRegisterResultSchema) },
      },
    },
    async (request) => {
      const location = await publicLocation(db, request.params.username);
      return dataBody(
        await registerFromPublicPage(
          { db, jobs, now: now(), log: request.log },
          { location, body: request.body, origin: publicOrigin(config) },
        ),
      );
    },
  );

  app.get(
    '/v1/public/queue/:code',
    {
      config: { public: true },
      schema: {
        summary: 'El turno de un cliente',
        tags: TAGS,
        params: PublicCodeParamsSchema,
        response: { 200: dataOf(PublicTurnSchema) },
      },
    },
    async (request) => dataBody(await publicTurn(db, request.params.code, now())),
  );

  app.post(
    '/v1/public/queue/:code/confirmation',
    {
      config: { public: true },
      schema: {
        summary: 'El cliente confirma o declina su turno',
        tags: TAGS,
        params: PublicCodeParamsSchema,
        body: ConfirmationAnswerBodySchema,
        response: { 200: dataOf(PublicTurnSchema) },
      },
    },
    async (request) => {
      await answerConfirmation(db, request.params.code, request.body.response, now());
      return dataBody(await publicTurn(db, request.params.code, now()));
    },
  );
}
