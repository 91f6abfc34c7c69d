import { dataOf } from '../../../src/domain/contract/common';
import { WaitlistSettingsSchema } from '../../../src/domain/contract/settings';
import { WaitlistConfigurationPatchSchema } from '../../../src/domain/contract/waitlist-configuration';
import type { App } from '../../http/app-types';
import { dataBody } from '../../http/envelope';
import { IDEMPOTENCY_HEADERS } from '../../http/idempotency/idempotency-headers';
import { patchWaitlistConfiguration, waitlistConfiguration } from './waitlist-configuration';

const TAGS = ['waitlist'];

/** The waitlist and booking settings of the location (waitlist-configuration): the waitlist manager only. */
export async function waitlistConfigurationRoutes(app: App): Promise<void> {
  const { db, now } = app.deps;

  app.get(
    '/v1/waitlist/configuration',
    {
      config: { access: 'waitlist-configuration' },
      schema: {
        summary: 'Configuración de la lista de espera y las reservaciones',
        tags: TAGS,
        response: { 200: dataOf(WaitlistSettingsSchema) },
      },
    },
    async (request) => dataBody(await waitlistConfiguration(db, request.tenant)),
  );

  app.patch(
    '/v1/waitlist/configuration',
    {
      config: { access: 'waitlist-configuration' },
      schema: {
        summary: 'Cambiar la configuración de la lista de espera (acepta Idempotency-Key)',
        tags: TAGS,
        headers: IDEMPOTENCY_HEADERS,
        body: WaitlistConfigurationPatchSchema,
        response: { 200: dataOf(WaitlistSettingsSchema) },
      },
    },
    async (request) => dataBody(await patchWaitlistConfiguration(db, request.body, request.tenant, now())),
  );
}
