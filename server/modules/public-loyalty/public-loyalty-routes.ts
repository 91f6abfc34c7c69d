import { dataOf } from '../../../src/domain/contract/common';
import {
  LoyaltyCardTokenParamsSchema,
  PublicLoyaltyCardSchema,
  PublicLoyaltyProgramsSchema,
} from '../../../src/domain/contract/loyalty';
import { PublicUsernameParamsSchema } from '../../../src/domain/contract/public-waitlist';
import type { App } from '../../http/app-types';
import { dataBody } from '../../http/envelope';
import { publicOrigin } from '../../http/public-urls';
import { perMinuteLimit } from '../../http/rate-limit';
import { publicLoyaltyCard } from './public-card';
import { publicLoyaltyPrograms } from './public-programs';

const TAGS = ['public'];
/**
 * Card page reads per minute and client IP: the page asks once a minute, so this leaves room for
 * several customers behind one network while keeping code issuing cheap to defend.
 */
export const PUBLIC_CARD_PER_MINUTE = 30;

/** The customer's pages (no login): the business's programs, and a card with its progress and QR code. */
export async function publicLoyaltyRoutes(app: App): Promise<void> {
  const { db, now, config } = app.deps;

  app.get(
    '/v1/public/loyalty/card/:token',
    {
      config: { public: true, ...perMinuteLimit(PUBLIC_CARD_PER_MINUTE) },
      schema: {
        summary: 'La tarjeta de lealtad del cliente',
        tags: TAGS,
        params: LoyaltyCardTokenParamsSchema,
        response: { 200: dataOf(PublicLoyaltyCardSchema) },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return dataBody(await publicLoyaltyCard(db, request.params.token, now(), publicOrigin(config)));
    },
  );

  app.get(
    '/v1/public/loyalty/program/:username',
    {
      config: { public: true, ...perMinuteLimit(PUBLIC_CARD_PER_MINUTE) },
      schema: {
        summary: 'Los programas de lealtad activos del negocio',
        tags: TAGS,
        params: PublicUsernameParamsSchema,
        response: { 200: dataOf(PublicLoyaltyProgramsSchema) },
      },
    },
    async (request) => dataBody(await publicLoyaltyPrograms(db, request.params.username)),
  );
}
