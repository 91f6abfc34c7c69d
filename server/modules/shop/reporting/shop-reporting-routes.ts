import { dataOf } from '../../../../src/domain/contract/common';
import { ReportBodySchema, ReportSchema } from '../../../../src/domain/contract/report';
import { ShopSummarySchema } from '../../../../src/domain/contract/shop';
import type { App } from '../../../http/app-types';
import { dataBody } from '../../../http/envelope';
import { locationTimeZone } from '../../waitlist/location-time-zone';
import { shopSalesByContact, shopSalesByDate, shopSummary } from './shop-report';

const TAGS = ['shop'];

/** The shop's stats and sales report (02 §7 Shop orders: same body and shapes as the waitlist's). */
export async function shopReportingRoutes(app: App): Promise<void> {
  const { db } = app.deps;
  const scopeOf = async (locationId: number) => ({
    locationId,
    timeZone: await locationTimeZone(db, locationId),
  });

  app.post(
    '/v1/pos/reporting/summary',
    {
      config: { access: 'stats' },
      schema: {
        summary: 'Resumen de pedidos y ventas del periodo',
        tags: TAGS,
        body: ReportBodySchema,
        response: { 200: dataOf(ShopSummarySchema) },
      },
    },
    async (request) =>
      dataBody(await shopSummary(db, await scopeOf(request.tenant.locationId), request.body.filters)),
  );

  app.post(
    '/v1/pos/reporting/sales-by-date',
    {
      config: { access: 'stats' },
      schema: {
        summary: 'Ventas de la tienda por fecha',
        tags: TAGS,
        body: ReportBodySchema,
        response: { 200: ReportSchema },
      },
    },
    async (request) => shopSalesByDate(db, await scopeOf(request.tenant.locationId), request.body),
  );

  app.post(
    '/v1/pos/reporting/sales-by-contact',
    {
      config: { access: 'stats' },
      schema: {
        summary: 'Ventas de la tienda por cliente',
        tags: TAGS,
        body: ReportBodySchema,
        response: { 200: ReportSchema },
      },
    },
    async (request) => shopSalesByContact(db, await scopeOf(request.tenant.locationId), request.body),
  );
}
