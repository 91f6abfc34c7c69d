import { and, eq } from 'drizzle-orm';
import type { FieldErrors } from '../../../src/domain/contract/common';
import type { ContactImportBody, ContactImportResult } from '../../../src/domain/contract/contacts';
import { type ContactImportValues, readContactImportRow } from '../../../src/domain/rules/contact-import';
import type { Db } from '../../db/client';
import { contacts } from '../../db/schema';
import { ofCompany, type Tenant } from '../../http/tenancy';
import { contactByPhone } from '../loyalty/sale-contact';
import { lockContactPhone } from './contact-phone-lock';
import { addTags, refuseUnknownTags } from './contact-store';

/**
 * One row in its own transaction: the customer with that phone is updated (its name, its e-mail
 * when the row has one, the groups added), else a new one is created.
 */
async function importRow(db: Db, row: ContactImportValues, tagIds: number[], tenant: Tenant) {
  await db.transaction(async (tx) => {
    await lockContactPhone(tx, tenant.companyId, row.phone);
    const existing = await contactByPhone(tx, tenant.companyId, row.phone);
    let contactId = existing?.id;
    if (contactId !== undefined) {
      await tx
        .update(contacts)
        .set(row.email === null ? { name: row.name } : { name: row.name, email: row.email })
        .where(and(eq(contacts.id, contactId), ofCompany(contacts.companyId, tenant)));
    } else {
      const [created] = await tx
        .insert(contacts)
        .values({ companyId: tenant.companyId, name: row.name, phone: row.phone, email: row.email })
        .returning({ id: contacts.id });
      contactId = created?.id;
    }
    if (contactId === undefined) throw new Error('contact not imported');
    await addTags(tx, contactId, tagIds, tenant);
  });
}

/**
 * POST /v1/contact/contact/import: each row is checked and saved on its own, so a refused row
 * never blocks the others; a phone already known updates that customer (one customer, one phone).
 */
export async function importContacts(
  db: Db,
  body: ContactImportBody,
  tenant: Tenant,
): Promise<ContactImportResult> {
  await refuseUnknownTags(db, body.tags, tenant);
  const result: ContactImportResult = { ok_count: 0, error_count: 0, import_errors: [] };
  for (const [index, cells] of body.data.rows.entries()) {
    const read = readContactImportRow(body.data.columns, cells);
    if (!read.ok) {
      result.error_count += 1;
      result.import_errors.push({ row: index + 1, errors: read.errors as FieldErrors });
      continue;
    }
    await importRow(db, read.contact, body.tags, tenant);
    result.ok_count += 1;
  }
  return result;
}
