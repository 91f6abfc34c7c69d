import { dataOf, IdParamSchema } from '../../../src/domain/contract/common';
import {
  LocationProfilePatchSchema,
  LocationProfileSchema,
  PublicProfileSchema,
} from '../../../src/domain/contract/location-profile';
import { PublicUsernameParamsSchema } from '../../../src/domain/contract/public-waitlist';
import type { App } from '../../http/app-types';
import { dataBody } from '../../http/envelope';
import { publicOrigin } from '../../http/public-urls';
import { perMinuteLimit } from '../../http/rate-limit';
import { publicLogo, publicProfile } from './location-profile-public';
import { patchLocationProfile, readLocationProfile } from './location-profile-store';

const TAGS = ['business'];
/** Public page reads per minute and client IP: a page opens it once, the logo once more. */
const PUBLIC_PROFILE_PER_MINUTE = 60;

/** The business profile (settings-location-profile) and its public page at /r/{username}. */
export async function locationProfileRoutes(app: App): Promise<void> {
  const { db, config, now } = app.deps;
  const origin = publicOrigin(config);

  app.get(
    '/v1/business/location/:id/profile',
    {
      config: { access: 'business-profile' },
      schema: {
        summary: 'Perfil de negocio de la ubicación',
        tags: TAGS,
        params: IdParamSchema,
        response: { 200: dataOf(LocationProfileSchema) },
      },
    },
    async (request) => dataBody(await readLocationProfile(db, request.tenant, request.params.id, origin)),
  );

  app.patch(
    '/v1/business/location/:id/profile',
    {
      config: { access: 'business-profile-write' },
      schema: {
        summary: 'Cambiar el perfil de negocio (las claves enviadas; listas y diseño completos)',
        tags: TAGS,
        params: IdParamSchema,
        body: LocationProfilePatchSchema,
        response: { 200: dataOf(LocationProfileSchema) },
      },
    },
    async (request) => {
      await patchLocationProfile(db, request.tenant, request.params.id, request.body, now());
      return dataBody(await readLocationProfile(db, request.tenant, request.params.id, origin));
    },
  );

  app.get(
    '/v1/public/profile/:username',
    {
      config: { public: true, ...perMinuteLimit(PUBLIC_PROFILE_PER_MINUTE) },
      schema: {
        summary: 'La página pública del negocio (perfil)',
        tags: ['public'],
        params: PublicUsernameParamsSchema,
        response: { 200: dataOf(PublicProfileSchema) },
      },
    },
    async (request) => dataBody(await publicProfile(db, request.params.username)),
  );

  app.get(
    '/v1/public/profile/:username/logo',
    {
      config: { public: true, ...perMinuteLimit(PUBLIC_PROFILE_PER_MINUTE) },
      schema: {
        summary: 'El logo del negocio (la imagen; su dirección cambia con cada logo nuevo)',
        tags: ['public'],
        params: PublicUsernameParamsSchema,
      },
    },
    async (request, reply) => {
      const logo = await publicLogo(db, request.params.username);
      reply.header('cache-control', 'public, max-age=86400');
      return reply.type(logo.type).send(logo.bytes);
    },
  );
}
