import { and, eq } from 'drizzle-orm';
import { DEFAULT_WAITLIST_SETTINGS, type WaitlistSettings } from '../../../src/domain/contract/settings';
import {
  WAITLIST_CONFIGURATION_MESSAGES,
  type WaitlistConfigurationPatch,
  waitlistConfigurationErrors,
  withConfigurationPatch,
} from '../../../src/domain/contract/waitlist-configuration';
import type { Db, Tx } from '../../db/client';
import { loyaltyPrograms, surveyForms, waitlistSettings } from '../../db/schema';
import { type FieldErrors, ValidationError } from '../../http/errors';
import type { Tenant } from '../../http/tenancy';
import { announceChange } from '../../live/live-messages';

async function storedSettings(db: Db | Tx, locationId: number, forUpdate = false) {
  const query = db
    .select({ settings: waitlistSettings.settings })
    .from(waitlistSettings)
    .where(eq(waitlistSettings.locationId, locationId));
  const [row] = forUpdate ? await query.for('update') : await query;
  return row?.settings ?? null;
}

/**
 * GET /v1/waitlist/configuration: the location's waitlist and booking settings; the defaults of
 * 02 §9 (reception off) until a first save.
 */
export async function waitlistConfiguration(db: Db, tenant: Tenant): Promise<WaitlistSettings> {
  return (await storedSettings(db, tenant.locationId)) ?? { ...DEFAULT_WAITLIST_SETTINGS, enabled: false };
}

/**
 * What only the database can tell: the program is an active one of this company, the survey one of
 * its surveys (sent after a completed visit: server/modules/automation's built-in consumer).
 */
async function referenceErrors(tx: Tx, settings: WaitlistSettings, tenant: Tenant): Promise<FieldErrors> {
  const errors: FieldErrors = {};
  if (settings.loyalty_program_id !== null) {
    const [program] = await tx
      .select({ id: loyaltyPrograms.id })
      .from(loyaltyPrograms)
      .where(
        and(
          eq(loyaltyPrograms.id, settings.loyalty_program_id),
          eq(loyaltyPrograms.companyId, tenant.companyId),
          eq(loyaltyPrograms.status, 'active'),
        ),
      );
    if (!program) errors.loyalty_program_id = [WAITLIST_CONFIGURATION_MESSAGES.loyaltyRequired];
  }
  if (settings.survey_form_id !== null) {
    const [form] = await tx
      .select({ id: surveyForms.id })
      .from(surveyForms)
      .where(and(eq(surveyForms.id, settings.survey_form_id), eq(surveyForms.companyId, tenant.companyId)));
    if (!form) errors.survey_form_id = [WAITLIST_CONFIGURATION_MESSAGES.surveyRequired];
  }
  return errors;
}

/**
 * PATCH /v1/waitlist/configuration: applies the keys sent (nested objects key by key), checks the
 * rules between fields and the references, saves the whole configuration (a first save creates it)
 * and tells the location's open screens. Nothing is written when anything is refused.
 */
export function patchWaitlistConfiguration(
  db: Db,
  patch: WaitlistConfigurationPatch,
  tenant: Tenant,
  now: Date,
): Promise<WaitlistSettings> {
  return db.transaction(async (tx) => {
    const current = (await storedSettings(tx, tenant.locationId, true)) ?? {
      ...DEFAULT_WAITLIST_SETTINGS,
      enabled: false,
    };
    const settings = withConfigurationPatch(current, patch);
    const errors = {
      ...waitlistConfigurationErrors(settings),
      ...(await referenceErrors(tx, settings, tenant)),
    };
    if (Object.keys(errors).length > 0) throw new ValidationError(errors);
    const { companyId, locationId } = tenant;
    await tx
      .insert(waitlistSettings)
      .values({ companyId, locationId, settings, updatedAt: now })
      .onConflictDoUpdate({
        target: [waitlistSettings.companyId, waitlistSettings.locationId],
        set: { settings, updatedAt: now },
      });
    await announceChange(tx, { companyId, locationId, area: 'waitlist', id: locationId });
    return settings;
  });
}
