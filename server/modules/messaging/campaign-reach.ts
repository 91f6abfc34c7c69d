import { and, eq, inArray, isNotNull } from 'drizzle-orm';
import { phoneLines } from '../../../src/domain/rules/campaign-text';
import { toE164 } from '../../../src/domain/rules/phone';
import type { Db } from '../../db/client';
import { contacts, contactTags, tags } from '../../db/schema';
import type { CampaignSegmentation } from '../../db/tables/campaigns';
import { ValidationError } from '../../http/errors';

/** One phone a campaign writes to, and the customer behind it when there is one. */
export interface CampaignRecipient {
  /** E.164. */
  phone: string;
  contactId: number | null;
  name: string | null;
  email: string | null;
}

const E164 = /^\+\d{11,14}$/;

function e164(phone: string | null): string | null {
  if (!phone) return null;
  const normalised = toE164(phone);
  return E164.test(normalised) ? normalised : null;
}

/**
 * Who a campaign reaches, one entry per phone (01 §7.5): the active, subscribed customers of its
 * groups, then each phone of its list. A listed phone that belongs to a customer carries that
 * customer (and is skipped when the customer unsubscribed or is inactive): only subscribed
 * customers receive campaigns, however their phone was chosen.
 */
export async function campaignRecipients(
  db: Db,
  companyId: number,
  segmentation: CampaignSegmentation,
): Promise<CampaignRecipient[]> {
  const byPhone = new Map<string, CampaignRecipient>();
  if (segmentation.tags.length > 0) {
    const members = await db
      .selectDistinct({ id: contacts.id, name: contacts.name, phone: contacts.phone, email: contacts.email })
      .from(contacts)
      .innerJoin(
        contactTags,
        and(eq(contactTags.companyId, contacts.companyId), eq(contactTags.contactId, contacts.id)),
      )
      .where(
        and(
          eq(contacts.companyId, companyId),
          eq(contacts.status, 'active'),
          eq(contacts.isSubscribed, true),
          isNotNull(contacts.phone),
          inArray(contactTags.tagId, segmentation.tags),
        ),
      )
      .orderBy(contacts.id);
    for (const member of members) {
      const phone = e164(member.phone);
      if (phone && !byPhone.has(phone)) {
        byPhone.set(phone, { phone, contactId: member.id, name: member.name, email: member.email });
      }
    }
  }
  const listed = phoneLines(segmentation.phones)
    .map(e164)
    .filter((phone): phone is string => phone !== null && !byPhone.has(phone));
  if (listed.length === 0) return [...byPhone.values()];
  const known = await db
    .select({
      id: contacts.id,
      name: contacts.name,
      phone: contacts.phone,
      email: contacts.email,
      status: contacts.status,
      isSubscribed: contacts.isSubscribed,
    })
    .from(contacts)
    .where(and(eq(contacts.companyId, companyId), inArray(contacts.phone, listed)))
    .orderBy(contacts.id);
  for (const phone of listed) {
    if (byPhone.has(phone)) continue;
    const contact = known.find((row) => row.phone === phone);
    if (!contact) byPhone.set(phone, { phone, contactId: null, name: null, email: null });
    else if (contact.status === 'active' && contact.isSubscribed) {
      byPhone.set(phone, { phone, contactId: contact.id, name: contact.name, email: contact.email });
    }
  }
  return [...byPhone.values()];
}

/** The groups of a segmentation with their names; a group that is not the company's is a 422. */
export async function segmentationGroups(
  db: Db,
  companyId: number,
  tagIds: readonly number[],
  { strict }: { strict: boolean },
): Promise<{ id: number; name: string }[]> {
  if (tagIds.length === 0) return [];
  const found = await db
    .select({ id: tags.id, name: tags.name })
    .from(tags)
    .where(and(eq(tags.companyId, companyId), inArray(tags.id, [...tagIds])))
    .orderBy(tags.name);
  if (strict && found.length !== new Set(tagIds).size) {
    throw new ValidationError({ 'segmentation.tags': ['El grupo seleccionado no existe.'] });
  }
  return found;
}

/** Every group of the company, by name: what a campaign may choose. */
export function companyGroups(db: Db, companyId: number): Promise<{ id: number; name: string }[]> {
  return db
    .select({ id: tags.id, name: tags.name })
    .from(tags)
    .where(eq(tags.companyId, companyId))
    .orderBy(tags.name, tags.id);
}
