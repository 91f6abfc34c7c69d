// Campaign rows written straight to the database, for tests that need one the API would not make.

import type { Db } from '../../../server/db/client';
import { campaigns } from '../../../server/db/schema';
import { insertOtherCompany } from './shop-fixtures';

/** A draft campaign 'Campaña ajena' of another company (tenant isolation); its id. */
export async function insertStrangerCampaign(db: Db): Promise<number> {
  const other = await insertOtherCompany(db);
  const [stranger] = await db
    .insert(campaigns)
    .values({
      companyId: other.companyId,
      locationId: other.locationId,
      name: 'Campaña ajena',
      content: 'Hola',
      segmentation: { tags: [], phones: null },
    })
    .returning({ id: campaigns.id });
  if (!stranger) throw new Error('campaign not inserted');
  return stranger.id;
}
