import { and, eq } from 'drizzle-orm';
import { AUTOMATION_MESSAGES } from '../../../src/domain/contract/automations';
import { loyaltyPrograms, tags } from '../../db/schema';
import { ConflictError } from '../../http/errors';
import { addTags } from '../contact/contact-store';
import { completeLoyaltyTransaction } from '../loyalty/complete-transaction';
import { contactByPhone } from '../loyalty/sale-contact';
import { type ActionContext, type ActionOutcome, RUN_DETAILS } from './action-context';

/** The event's customer: its contact, or the company's contact with its phone. */
async function contactOf(context: ActionContext): Promise<number | null> {
  const { event } = context;
  if (event.contactId !== null) return event.contactId;
  if (!event.data.phone) return null;
  return (await contactByPhone(context.tx, event.companyId, event.data.phone))?.id ?? null;
}

/** Adds the customer to one of the company's groups (through the contact module). */
export async function addToGroup(context: ActionContext, tagId: number): Promise<ActionOutcome> {
  const { companyId } = context.event;
  const [tag] = await context.tx
    .select({ id: tags.id })
    .from(tags)
    .where(and(eq(tags.id, tagId), eq(tags.companyId, companyId)));
  if (!tag) throw new ConflictError(AUTOMATION_MESSAGES.groupUnknown, 'AUTOMATION_GROUP_UNKNOWN');
  const contactId = await contactOf(context);
  if (contactId === null) return { status: 'skipped', detail: RUN_DETAILS.notRegistered };
  await addTags(context.tx, contactId, [tag.id], { companyId });
  return { status: 'done', messageId: null, detail: null };
}

/**
 * One stamp in a stamp-card program through the loyalty module's earn path (its rules, the daily
 * limit, the customer's WhatsApp and a completed card's own event included), in a savepoint of
 * the run's transaction. No purchase amount is known: a program with a minimum purchase refuses it.
 */
export async function grantStamp(context: ActionContext, programId: number): Promise<ActionOutcome> {
  const { event, location } = context;
  const [program] = await context.tx
    .select({ id: loyaltyPrograms.id, type: loyaltyPrograms.type })
    .from(loyaltyPrograms)
    .where(and(eq(loyaltyPrograms.id, programId), eq(loyaltyPrograms.companyId, event.companyId)));
  if (program?.type !== 'stampcard')
    throw new ConflictError(AUTOMATION_MESSAGES.programUnknown, 'AUTOMATION_PROGRAM_UNKNOWN');
  const contactId = await contactOf(context);
  if (contactId === null && !event.data.phone) return { status: 'skipped', detail: RUN_DETAILS.noPhone };
  const { messageId } = await completeLoyaltyTransaction(context.tx, {
    tenant: { companyId: event.companyId, locationId: location.id, userId: null },
    body: {
      program_id: program.id,
      contact_id: contactId,
      contact_name: event.data.name,
      contact_phone: contactId === null ? event.data.phone : null,
      auth_code: null,
      type: 'stampcard',
      sale_amount: 0,
      reference: 'Automatización',
      withdraw_amount: 0,
      redeem_reward: false,
    },
    now: context.now,
    origin: context.origin,
  });
  return { status: 'done', messageId, detail: null };
}
