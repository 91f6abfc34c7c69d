import { asc } from 'drizzle-orm';
import * as v from 'valibot';
import { dataOf } from '../../../src/domain/contract/common';
import {
  BusinessCategorySchema,
  OnboardLocationBodySchema,
  OnboardLocationResultSchema,
  OnboardSettingsBodySchema,
} from '../../../src/domain/contract/onboarding';
import { canAccess } from '../../../src/domain/roles';
import { moduleForHost } from '../../../src/domain/rules/modules';
import { businessCategories } from '../../db/schema';
import type { App } from '../../http/app-types';
import { dataBody } from '../../http/envelope';
import { ForbiddenError } from '../../http/errors';
import { locationPublicUrl, publicOrigin } from '../../http/public-urls';
import { sessionOf } from '../../http/tenancy';
import { createOnboardLocation } from './onboard-location';
import { writeOnboardingSettings } from './onboard-settings';

const TAGS = ['onboarding'];

/** Onboarding (02 §7): business categories, the new location, its preferences. */
export async function onboardingRoutes(app: App): Promise<void> {
  const { platformDb: db, config, sessionCache } = app.deps;

  app.get(
    '/v1/business/category',
    {
      schema: {
        summary: 'Tipos de negocio',
        tags: TAGS,
        response: { 200: dataOf(v.array(BusinessCategorySchema)) },
      },
    },
    async () => {
      const rows = await db
        .select({ id: businessCategories.id, name: businessCategories.name })
        .from(businessCategories)
        .orderBy(asc(businessCategories.sortOrder), asc(businessCategories.id));
      return dataBody(rows);
    },
  );

  app.post(
    '/v1/business/onboard/location',
    {
      schema: {
        summary: 'Registrar un negocio (empresa, ubicación y propietario)',
        tags: TAGS,
        body: OnboardLocationBodySchema,
        response: { 200: dataOf(OnboardLocationResultSchema) },
      },
    },
    async (request) => {
      const auth = sessionOf(request);
      const body = request.body;
      const locationId = await createOnboardLocation(db, body, {
        userId: auth.userId,
        sessionId: auth.sessionId,
        currentLocationId: auth.locationId,
      });
      sessionCache.forgetSession(auth.sessionId);
      return dataBody({
        location_id: locationId,
        username: body.username,
        // The registration on both kinds; the custom link itself is the business's profile page.
        registration_url: `${locationPublicUrl(publicOrigin(config), body.username)}/registro`,
      });
    },
  );

  app.post(
    '/v1/business/onboard/settings',
    {
      // The module's own area is checked below: waitlist configuration, or shop settings on the orders host.
      config: { access: ['waitlist-configuration', 'shop-settings'] },
      schema: {
        summary: 'Guardar las preferencias de la ubicación actual',
        tags: TAGS,
        body: OnboardSettingsBodySchema,
        response: { 200: dataOf(v.object({ success: v.boolean() })) },
      },
    },
    async (request) => {
      const tenant = request.tenant;
      const module = moduleForHost(request.hostname, config);
      if (!canAccess(tenant.roles, module === 'shop' ? 'shop-settings' : 'waitlist-configuration')) {
        throw new ForbiddenError();
      }
      await writeOnboardingSettings(db, { answers: request.body, module, tenant });
      return dataBody({ success: true });
    },
  );
}
