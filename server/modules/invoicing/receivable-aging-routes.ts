import { ReceivableAgingBodySchema } from '../../../src/domain/contract/invoicing-aging';
import { ReportSchema } from '../../../src/domain/contract/report';
import type { App } from '../../http/app-types';
import { agingByContact, agingByInvoice } from './receivable-aging';

/** 'Antigüedad de saldos' (02 §2, §7): super-admin only, 100 a page. */
export async function receivableAgingRoutes(app: App): Promise<void> {
  const { db, now } = app.deps;
  const reports = [
    ['contact', 'Antigüedad de saldos por cliente', agingByContact],
    ['invoice', 'Antigüedad de saldos por factura', agingByInvoice],
  ] as const;
  for (const [by, summary, report] of reports) {
    app.post(
      `/v1/invoicing/reporting/receivable-aging-by-${by}`,
      {
        config: { access: 'invoicing' },
        schema: {
          summary,
          tags: ['invoicing'],
          body: ReceivableAgingBodySchema,
          response: { 200: ReportSchema },
        },
      },
      async (request) => report(db, request.tenant, request.body, now()),
    );
  }
}
