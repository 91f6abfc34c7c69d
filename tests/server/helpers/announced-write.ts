// A write made the way the API's write paths make theirs: the rows and the live-updates
// announcement in one transaction (announceChange, as recordItemChange does). Resolves once the
// app's hub has heard the change: the notification comes back through LISTEN after the commit
// (on PostgreSQL on another connection, so a moment later), and what the server holds is
// invalidated by the hub's change listeners.
import type { Tx } from '../../../server/db/client';
import { announceChange, type LiveChange } from '../../../server/live/live-messages';
import type { TestApp } from './test-app';

export async function announcedWrite(
  t: TestApp,
  change: Omit<LiveChange, 'type'>,
  write: (tx: Tx) => Promise<unknown>,
): Promise<void> {
  let heard: () => void = () => undefined;
  const arrived = new Promise<void>((resolve) => {
    heard = resolve;
  });
  const stop = t.app.deps.liveHub.onChange((seen) => {
    if (seen.companyId === change.companyId && seen.locationId === change.locationId && seen.id === change.id)
      heard();
  });
  try {
    await t.database.db.transaction(async (tx) => {
      await write(tx);
      await announceChange(tx, change);
    });
    await arrived;
  } finally {
    stop();
  }
}
