import { and, eq, inArray, ne } from 'drizzle-orm';
import type { Contact, ContactCreate, ContactPatch } from '../../../src/domain/contract/contacts';
import { CONTACT_MESSAGES as M } from '../../../src/domain/rules/contact-fields';
import type { Db, Tx } from '../../db/client';
import { contacts, contactTags, tags } from '../../db/schema';
import { ofCompany, type Tenant } from '../../http/tenancy';
import { sentValues } from '../product/sent-values';
import { contactNotFound, contactRefusal } from './contact-errors';
import { lockContactPhone } from './contact-phone-lock';
import { CONTACT_COLUMNS, withTags } from './contact-search';

const ofTenant = (id: number, tenant: Tenant) =>
  and(eq(contacts.id, id), ofCompany(contacts.companyId, tenant));

/** The company's customer (another company's or a missing one: 404). */
export async function getContact(db: Db | Tx, id: number, tenant: Tenant): Promise<Contact> {
  const [row] = await db.select(CONTACT_COLUMNS).from(contacts).where(ofTenant(id, tenant));
  if (!row) throw contactNotFound();
  const [contact] = await withTags(db, [row]);
  if (!contact) throw contactNotFound();
  return contact;
}

/** One customer is one phone: another customer of the company with it is a 422 on `phone`. */
async function refuseTakenPhone(tx: Tx, phone: string | null, tenant: Tenant, selfId: number | null) {
  if (phone === null) return;
  await lockContactPhone(tx, tenant.companyId, phone);
  const [other] = await tx
    .select({ id: contacts.id })
    .from(contacts)
    .where(
      and(
        ofCompany(contacts.companyId, tenant),
        eq(contacts.phone, phone),
        selfId === null ? undefined : ne(contacts.id, selfId),
      ),
    )
    .limit(1);
  if (other) throw contactRefusal({ phone: [M.phoneTaken] });
}

/** The group ids, each checked to be the company's (else a 422 on `field`). */
export async function refuseUnknownTags(db: Db | Tx, ids: number[], tenant: Tenant, field = 'tags') {
  if (ids.length === 0) return;
  const found = await db
    .select({ id: tags.id })
    .from(tags)
    .where(and(ofCompany(tags.companyId, tenant), inArray(tags.id, ids)));
  if (found.length !== ids.length) throw contactRefusal({ [field]: [M.tagUnknown] });
}

/** Adds the customer to the groups (those it is in already stay once). */
export async function addTags(
  tx: Tx,
  contactId: number,
  tagIds: number[],
  tenant: Pick<Tenant, 'companyId'>,
) {
  if (tagIds.length === 0) return;
  await tx
    .insert(contactTags)
    .values(tagIds.map((tagId) => ({ companyId: tenant.companyId, contactId, tagId })))
    .onConflictDoNothing();
}

async function replaceTags(tx: Tx, contactId: number, tagIds: number[], tenant: Tenant) {
  await tx
    .delete(contactTags)
    .where(and(ofCompany(contactTags.companyId, tenant), eq(contactTags.contactId, contactId)));
  await addTags(tx, contactId, tagIds, tenant);
}

export async function createContact(db: Db, body: ContactCreate, tenant: Tenant): Promise<Contact> {
  await refuseUnknownTags(db, body.tags, tenant);
  return db.transaction(async (tx) => {
    await refuseTakenPhone(tx, body.phone, tenant, null);
    const [row] = await tx
      .insert(contacts)
      .values({
        companyId: tenant.companyId,
        name: body.name,
        phone: body.phone,
        email: body.email,
        emailExtra: body.email_extra,
        status: body.status,
      })
      .returning({ id: contacts.id });
    if (!row) throw new Error('contact not inserted');
    await addTags(tx, row.id, body.tags, tenant);
    return getContact(tx, row.id, tenant);
  });
}

export async function patchContact(db: Db, id: number, body: ContactPatch, tenant: Tenant): Promise<Contact> {
  await getContact(db, id, tenant);
  if (body.tags) await refuseUnknownTags(db, body.tags, tenant);
  return db.transaction(async (tx) => {
    if (body.phone !== undefined) await refuseTakenPhone(tx, body.phone, tenant, id);
    const values = sentValues({
      name: body.name,
      phone: body.phone,
      email: body.email,
      emailExtra: body.email_extra,
      status: body.status,
    });
    if (Object.keys(values).length > 0) {
      await tx.update(contacts).set(values).where(ofTenant(id, tenant));
    }
    if (body.tags) await replaceTags(tx, id, body.tags, tenant);
    return getContact(tx, id, tenant);
  });
}
