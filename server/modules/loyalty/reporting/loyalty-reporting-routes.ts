import {
  LOYALTY_REPORT_TYPES,
  type LoyaltyReportBody,
  LoyaltyReportBodySchema,
  type LoyaltyReportType,
} from '../../../../src/domain/contract/loyalty';
import { type Report, ReportSchema } from '../../../../src/domain/contract/report';
import type { Db } from '../../../db/client';
import type { App } from '../../../http/app-types';
import { locationTimeZone } from '../../waitlist/location-time-zone';
import { loyaltyReportByDate, loyaltyReportByUser } from './loyalty-report';
import type { LoyaltyReportScope } from './loyalty-report-period';

const TAGS = ['loyalty'];

type Run = (db: Db, scope: LoyaltyReportScope, body: LoyaltyReportBody) => Promise<Report>;

/** The four reports of 01 §2.5: what each shows, in its column order. */
const REPORTS: Record<LoyaltyReportType, { summary: string; run: Run }> = {
  'cashback-by-date': {
    summary: 'Monedero por fecha',
    run: (db, scope, body) =>
      loyaltyReportByDate(db, scope, body, {
        type: 'cashback',
        figures: ['transactions', 'sales', 'earned', 'used', 'canceled'],
      }),
  },
  'cashback-by-user': {
    summary: 'Monedero por cliente',
    run: (db, scope, body) =>
      loyaltyReportByUser(db, scope, body, {
        type: 'cashback',
        figures: ['transactions', 'sales', 'earned', 'used'],
        balance: true,
      }),
  },
  'stampcard-by-date': {
    summary: 'Tarjeta de sellos por fecha',
    run: (db, scope, body) =>
      loyaltyReportByDate(db, scope, body, {
        type: 'stampcard',
        figures: ['transactions', 'sales', 'stamps', 'completed', 'redeemed'],
      }),
  },
  'stampcard-by-user': {
    summary: 'Tarjeta de sellos por cliente',
    run: (db, scope, body) =>
      loyaltyReportByUser(db, scope, body, {
        type: 'stampcard',
        figures: ['transactions', 'sales', 'stamps', 'completed'],
        balance: false,
      }),
  },
};

/** Reports (01 §7.2): cashback and stamp cards by date and by customer, of the current location. */
export async function loyaltyReportingRoutes(app: App): Promise<void> {
  const { db, now } = app.deps;
  for (const type of LOYALTY_REPORT_TYPES) {
    const report = REPORTS[type];
    app.post(
      `/v1/loyalty/reporting/${type}`,
      {
        config: { access: 'stats' },
        schema: {
          summary: report.summary,
          tags: TAGS,
          body: LoyaltyReportBodySchema,
          response: { 200: ReportSchema },
        },
      },
      async (request) => {
        const { locationId } = request.tenant;
        const scope = { locationId, timeZone: await locationTimeZone(db, locationId), now: now() };
        return report.run(db, scope, request.body);
      },
    );
  }
}
