import { and, eq, isNull, or, type SQL } from 'drizzle-orm';
import type { DeliveryStatus } from '../../../src/domain/contract/messaging-enums';
import type { Db } from '../../db/client';
import { messages } from '../../db/schema';
import { announceChange } from '../../live/live-messages';

export interface DeliveryReport {
  provider: string;
  providerMessageId: string;
  status: DeliveryStatus;
  /** The provider's reason when it failed. */
  reason: string | null;
  at: Date;
}

/**
 * Which stored delivery statuses a report may replace: a report never goes back (a late
 * 'delivered' after 'read' is ignored, and 'failed' cannot undo a delivery).
 */
function mayReplace(status: DeliveryStatus): SQL | undefined {
  if (status === 'read') return or(isNull(messages.deliveryStatus), eq(messages.deliveryStatus, 'delivered'));
  return isNull(messages.deliveryStatus);
}

/** Applies a provider's delivery report to its message; answers whether anything changed. */
export async function applyDeliveryReport(db: Db, report: DeliveryReport): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [updated] = await tx
      .update(messages)
      .set({
        deliveryStatus: report.status,
        ...(report.status === 'failed'
          ? { error: report.reason ?? 'El proveedor no pudo entregar el mensaje.', failedAt: report.at }
          : { deliveredAt: report.at }),
        updatedAt: report.at,
      })
      .where(
        and(
          eq(messages.provider, report.provider),
          eq(messages.providerMessageId, report.providerMessageId),
          mayReplace(report.status),
        ),
      )
      .returning({ id: messages.id, companyId: messages.companyId, locationId: messages.locationId });
    if (!updated) return false;
    if (updated.companyId !== null && updated.locationId !== null) {
      await announceChange(tx, {
        companyId: updated.companyId,
        locationId: updated.locationId,
        area: 'messages',
        id: updated.id,
      });
    }
    return true;
  });
}
