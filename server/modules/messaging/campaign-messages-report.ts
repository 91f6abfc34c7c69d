import { and, count, desc, eq } from 'drizzle-orm';
import type { CampaignMessagesReportBody } from '../../../src/domain/contract/campaign-messages-report';
import type { Report, ReportHeader } from '../../../src/domain/contract/report';
import { messageStatusLabel } from '../../../src/domain/rules/message-status-label';
import type { Db } from '../../db/client';
import { messages } from '../../db/schema';
import type { Tenant } from '../../http/tenancy';
import { reportAnswer } from '../reporting/report-table';
import { rowOf } from './campaign-store';
import { toMessage } from './message-view';

const header = (key: string, title: string, type: ReportHeader['type']): ReportHeader => ({
  key,
  title,
  type,
  align: 'left',
  hidden: false,
  aggregate: null,
});

/**
 * A campaign's messages as a report (01 §2.9 "Campaign messages"), newest first: the status as
 * the message list shows it (the provider's delivery status when there is one), and why it failed.
 */
export async function campaignMessagesReport(
  db: Db,
  tenant: Tenant,
  campaignId: number,
  body: CampaignMessagesReportBody,
): Promise<Report> {
  const campaign = await rowOf({ db, tenant }, campaignId);
  const where = and(
    eq(messages.campaignId, campaign.id),
    eq(messages.locationId, campaign.locationId),
    body.filters.status ? eq(messages.status, body.filters.status) : undefined,
  );
  const rows = await db
    .select()
    .from(messages)
    .where(where)
    .orderBy(desc(messages.createdAt), desc(messages.id))
    .limit(body.limit)
    .offset(body.offset);
  const [total] = await db.select({ value: count() }).from(messages).where(where);
  const totalItems = total?.value ?? 0;
  const headers = [
    header('created_at', 'Fecha', 'datetime'),
    { ...header('phone', 'Teléfono', 'phone'), aggregate: { type: 'count' as const, value: totalItems } },
    header('text', 'Mensaje', 'string'),
    header('status', 'Estado', 'string'),
    header('sent_at', 'Enviado', 'datetime'),
    header('error', 'Error', 'string'),
  ];
  const data = rows.map(toMessage).map((message) => ({
    created_at: message.created_at,
    phone: message.phone ?? message.email,
    text: message.text,
    status: messageStatusLabel(message),
    sent_at: message.sent_at,
    error: message.error,
  }));
  return reportAnswer(headers, data, totalItems, body);
}
