import { eq, sql } from 'drizzle-orm';
import { QUEUE_CONFLICT_MESSAGES } from '../../../src/domain/contract/queue-actions';
import type { Db } from '../../db/client';
import { locationHours, waitlistSettings } from '../../db/schema';
import { ConflictError } from '../../http/errors';
import type { Tenant } from '../../http/tenancy';
import { announceChange } from '../../live/live-messages';

/**
 * POST /v1/waitlist/queue/status: turns the location's reception on or off (settings.enabled).
 * Enabling needs the setup status-data calls complete (waitlist settings and location hours),
 * else 409 'Configuración incompleta'. Turning it off always succeeds. Announced to the location.
 */
export async function setReception(db: Db, enabled: boolean, tenant: Tenant, now: Date): Promise<void> {
  await db.transaction(async (tx) => {
    const [row] = await tx
      .select({ locationId: waitlistSettings.locationId })
      .from(waitlistSettings)
      .where(eq(waitlistSettings.locationId, tenant.locationId))
      .for('update');
    if (enabled) {
      const [hours] = await tx
        .select({ id: locationHours.id })
        .from(locationHours)
        .where(eq(locationHours.locationId, tenant.locationId))
        .limit(1);
      if (!row || !hours)
        throw new ConflictError(QUEUE_CONFLICT_MESSAGES.setupIncomplete, 'SETUP_INCOMPLETE');
    }
    if (row) {
      await tx
        .update(waitlistSettings)
        .set({
          settings: sql`jsonb_set(${waitlistSettings.settings}, '{enabled}', to_jsonb(${enabled}::boolean))`,
          updatedAt: now,
        })
        .where(eq(waitlistSettings.locationId, tenant.locationId));
    }
    await announceChange(tx, {
      companyId: tenant.companyId,
      locationId: tenant.locationId,
      area: 'waitlist',
      id: tenant.locationId,
    });
  });
}
