import { dataOf } from '../../../../src/domain/contract/common';
import {
  ReportBodySchema,
  ReportSchema,
  WaitlistSummarySchema,
} from '../../../../src/domain/contract/report';
import type { App } from '../../../http/app-types';
import { dataBody } from '../../../http/envelope';
import { locationTimeZone } from '../location-time-zone';
import { waitlistReportByDate, waitlistSummary } from './waitlist-report';

const TAGS = ['waitlist'];

/** The waitlist's stats (01 §2.6 report screen; 02 §7 "Waitlist reception and reports"). */
export async function waitlistReportingRoutes(app: App): Promise<void> {
  const { db } = app.deps;

  app.post(
    '/v1/waitlist/reporting/summary',
    {
      config: { access: 'stats' },
      schema: {
        summary: 'Resumen de la lista de espera y las reservaciones del periodo',
        tags: TAGS,
        body: ReportBodySchema,
        response: { 200: dataOf(WaitlistSummarySchema) },
      },
    },
    async (request) => {
      const locationId = request.tenant.locationId;
      const scope = { locationId, timeZone: await locationTimeZone(db, locationId) };
      return dataBody(await waitlistSummary(db, scope, request.body.filters));
    },
  );

  app.post(
    '/v1/waitlist/reporting/by-date',
    {
      config: { access: 'stats' },
      schema: {
        summary: 'Reporte de la lista de espera por fecha',
        tags: TAGS,
        body: ReportBodySchema,
        response: { 200: ReportSchema },
      },
    },
    async (request) => {
      const locationId = request.tenant.locationId;
      const scope = { locationId, timeZone: await locationTimeZone(db, locationId) };
      return waitlistReportByDate(db, scope, request.body);
    },
  );
}
