import { EmployeeSchema } from '../../../src/domain/contract/business';
import { listOf } from '../../../src/domain/contract/common';
import { SearchQuerySchema } from '../../../src/domain/contract/search';
import type { App } from '../../http/app-types';
import { listBody } from '../../http/envelope';
import { searchEmployees } from './employee-search';
import { hoursRoutes } from './hours-routes';
import { locationProfileRoutes } from './location-profile-routes';
import { staffUserRoutes } from './staff-user-routes';

/** Calls of the business area: the agenda's employees and the staff detail (settings-user-item). */
export async function businessRoutes(app: App): Promise<void> {
  const { db } = app.deps;

  app.post(
    '/v1/business/employee/search',
    {
      // The host picks an employee when registering and filters the calendar by one.
      config: { access: 'waitlist-visits' },
      schema: {
        summary: 'Buscar personas asignables de la ubicación',
        tags: ['business'],
        body: SearchQuerySchema,
        response: { 200: listOf(EmployeeSchema) },
      },
    },
    async (request) => {
      const { items, page } = await searchEmployees(db, request.body, request.tenant);
      return listBody(items, page);
    },
  );

  await staffUserRoutes(app);
  await hoursRoutes(app);
  await locationProfileRoutes(app);
}
