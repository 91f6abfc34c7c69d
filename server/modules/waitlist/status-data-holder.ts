import { runInTenant } from '../../db/tenant-scope';
import type { App } from '../../http/app-types';
import type { CompressedPrefix } from '../../http/compressed-prefix';
import { publicOrigin } from '../../http/public-urls';
import type { Tenant } from '../../http/tenancy';
import type { LiveArea } from '../../live/live-messages';
import { readStatusDataAnswer, type StatusDataCache } from './status-data';
import { StatusDataAnswers, type StatusDataKey } from './status-data-answers';

/** The areas whose changes status-data shows: today's entries, the reception, credits and caps. */
const SHOWN_AREAS: readonly LiveArea[] = ['waitlist', 'messages'];

/**
 * status-data's answers held by this server (StatusDataAnswers), kept current by the hub's change
 * announcements: any change of a company makes its held answers read again; a change status-data
 * shows is read at once, off the screens' requests, when the location's answer is held (a screen
 * asked for it), since every screen of the location asks right after the hint.
 */
export function holdStatusData(
  app: App,
  cache: StatusDataCache,
): (tenant: Tenant, timeZone: string | undefined) => Promise<{ prefix: CompressedPrefix; suffix: string }> {
  const { db, config, now, liveHub } = app.deps;
  const answers = new StatusDataAnswers();
  const reader = (key: StatusDataKey, at: Date) => () =>
    readStatusDataAnswer(db, {
      cache,
      locationId: key.locationId,
      timeZone: key.timeZone,
      now: at,
      origin: publicOrigin(config),
    });

  const stop = liveHub.onChange((change) => {
    answers.changed(change.companyId);
    const key = answers.heldKey(change.companyId, change.locationId);
    if (!key || !SHOWN_AREAS.includes(change.area)) return;
    const at = now();
    runInTenant({ companyId: change.companyId, locationId: change.locationId }, () =>
      answers.refresh(key, at, reader(key, at)),
    ).catch((error) =>
      app.log.warn(
        { err: error, locationId: change.locationId },
        'status-data refresh after a change failed',
      ),
    );
  });
  app.addHook('onClose', async () => stop());

  return (tenant, timeZone) => {
    const key = { companyId: tenant.companyId, locationId: tenant.locationId, timeZone };
    const at = now();
    return answers.answer(key, at, reader(key, at));
  };
}
