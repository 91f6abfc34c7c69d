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
import { type LoyaltyReportSpec, loyaltyReportByDate, loyaltyReportByUser } from './loyalty-report';
import type { LoyaltyReportScope } from './loyalty-report-period';

const TAGS = ['loyalty'];

/** A report's declaration: its summary, its grouping (by date or by customer) and what it shows. */
interface Declared extends LoyaltyReportSpec {
  summary: string;
  by: 'date' | 'user';
  /** By customer: also the wallet balance now ('Saldo actual'). */
  balance?: boolean;
}

/** The four reports of 01 §2.5: what each shows, in its column order. */
const REPORTS: Record<LoyaltyReportType, Declared> = {
  'cashback-by-date': {
    summary: 'Monedero por fecha',
    by: 'date',
    type: 'cashback',
    figures: ['transactions', 'sales', 'earned', 'used', 'canceled'],
  },
  'cashback-by-user': {
    summary: 'Monedero por cliente',
    by: 'user',
    type: 'cashback',
    figures: ['transactions', 'sales', 'earned', 'used'],
    balance: true,
  },
  'stampcard-by-date': {
    summary: 'Tarjeta de sellos por fecha',
    by: 'date',
    type: 'stampcard',
    figures: ['transactions', 'sales', 'stamps', 'completed', 'redeemed'],
  },
  'stampcard-by-user': {
    summary: 'Tarjeta de sellos por cliente',
    by: 'user',
    type: 'stampcard',
    figures: ['transactions', 'sales', 'stamps', 'completed'],
  },
};

function runReport(
  db: Db,
  scope: LoyaltyReportScope,
  body: LoyaltyReportBody,
  report: Declared,
): Promise<Report> {
  const spec = { type: report.type, figures: report.figures };
  return report.by === 'date'
    ? loyaltyReportByDate(db, scope, body, spec)
    : loyaltyReportByUser(db, scope, body, { ...spec, balance: report.balance === true });
}

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
        return runReport(db, scope, request.body, report);
      },
    );
  }
}
