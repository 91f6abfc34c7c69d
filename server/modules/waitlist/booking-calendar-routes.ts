import { listOf } from '../../../src/domain/contract/common';
import { SearchQuerySchema } from '../../../src/domain/contract/search';
import { QueueItemSchema } from '../../../src/domain/contract/waitlist';
import type { App } from '../../http/app-types';
import { listBody } from '../../http/envelope';
import { publicOrigin } from '../../http/public-urls';
import { bookingCalendar } from './booking-calendar';
import { locationTimeZone } from './location-time-zone';

/** The calendar of bookings (waitlist-calendar). */
export async function bookingCalendarRoutes(app: App): Promise<void> {
  const { db, config } = app.deps;

  app.post(
    '/v1/waitlist/booking/calendar',
    {
      config: { access: 'waitlist-visits' },
      schema: {
        summary: 'Reservaciones del calendario',
        tags: ['waitlist'],
        body: SearchQuerySchema,
        response: { 200: listOf(QueueItemSchema) },
      },
    },
    async (request) => {
      const tenant = request.tenant;
      const { items, page } = await bookingCalendar(db, request.body, {
        tenant,
        timeZone: await locationTimeZone(db, tenant.locationId),
        origin: publicOrigin(config),
      });
      return listBody(items, page);
    },
  );
}
