import { boolean, check, index, integer, jsonb, pgTable, text, varchar } from 'drizzle-orm/pg-core';
import { CAMPAIGN_CHANNELS, CAMPAIGN_STATUSES } from '../../../src/domain/contract/campaigns';
import { at, companyId, createdAt, id, oneOf, updatedAt } from './columns';
import { companyForeignKey, companyIdKey } from './company-keys';
import { locations } from './tenancy';
import { users } from './users';

/** Who a campaign reaches: groups (tag ids) and phones typed one a line. */
export interface CampaignSegmentation {
  tags: number[];
  phones: string | null;
}

/**
 * A messaging campaign of a location (01 §3.8): one message to each subscribed, active customer
 * of its groups and each phone of its list. Its messages are `messages` rows with its id.
 */
export const campaigns = pgTable(
  'campaigns',
  {
    id: id(),
    companyId: companyId(),
    locationId: integer('location_id').notNull(),
    name: varchar('name', { length: 100 }).notNull(),
    content: text('content').notNull(),
    channel: text('channel', { enum: CAMPAIGN_CHANNELS }).notNull().default('sms'),
    active: boolean('active').notNull().default(false),
    startAt: at('start_at'),
    segmentation: jsonb('segmentation').$type<CampaignSegmentation>().notNull(),
    status: text('status', { enum: CAMPAIGN_STATUSES }).notNull().default('stopped'),
    /** Why it stopped (credits exhausted, stopped by a user), in Spanish. */
    statusMessage: varchar('status_message', { length: 500 }),
    /** The reach counted when it was last saved or started (01 §4.6: counts are computed at creation). */
    estimatedCount: integer('estimated_count').notNull().default(0),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    finishedAt: at('finished_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    companyIdKey('campaigns', t),
    companyForeignKey('campaigns', t.companyId, t.locationId, locations, 'cascade'),
    index('campaigns_location_created_idx').on(t.companyId, t.locationId, t.createdAt),
    index('campaigns_status_idx').on(t.status),
    check('campaigns_channel_check', oneOf(t.channel, CAMPAIGN_CHANNELS)),
    check('campaigns_status_check', oneOf(t.status, CAMPAIGN_STATUSES)),
  ],
);
