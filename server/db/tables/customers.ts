import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  unique,
  varchar,
} from 'drizzle-orm/pg-core';
import { CONTACT_STATUSES } from '../../../src/domain/contract/contacts';
import { companyId, createdAt, id, oneOf, updatedAt } from './columns';
import { companyForeignKey, companyIdKey } from './company-keys';
import { companies } from './tenancy';

export { CONTACT_STATUSES };

/** A customer of the business, shared by all locations of its company (spec 01 §3.7). */
export const contacts = pgTable(
  'contacts',
  {
    id: id(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    name: varchar('name', { length: 100 }).notNull(),
    phone: varchar('phone', { length: 20 }),
    email: varchar('email', { length: 254 }),
    emailExtra: varchar('email_extra', { length: 254 }),
    status: text('status', { enum: CONTACT_STATUSES }).notNull().default('active'),
    isSubscribed: boolean('is_subscribed').notNull().default(true),
    /** The contact's fiscal data for CFDI 4.0 invoices (issue 24): who the invoice is made out to. */
    cfdiNombre: varchar('cfdi_nombre', { length: 300 }),
    cfdiRfc: varchar('cfdi_rfc', { length: 13 }),
    cfdiRegimenFiscal: varchar('cfdi_regimen_fiscal', { length: 3 }),
    cfdiUsoCfdi: varchar('cfdi_uso_cfdi', { length: 4 }),
    cfdiFormaPago: varchar('cfdi_forma_pago', { length: 2 }),
    cfdiNumeroCuenta: varchar('cfdi_numero_cuenta', { length: 50 }),
    /** DomicilioFiscalReceptor: CFDI 4.0 requires the receiver's postal code. */
    cfdiCodigoPostal: varchar('cfdi_codigo_postal', { length: 5 }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    companyIdKey('contacts', t),
    index('contacts_company_name_idx').on(t.companyId, t.name),
    index('contacts_company_phone_idx').on(t.companyId, t.phone),
    check('contacts_status_check', oneOf(t.status, CONTACT_STATUSES)),
  ],
);

/** A contact group ("tag"), company-wide. */
export const tags = pgTable(
  'tags',
  {
    id: id(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    name: varchar('name', { length: 100 }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [companyIdKey('tags', t), unique('tags_company_name_unique').on(t.companyId, t.name)],
);

export const contactTags = pgTable(
  'contact_tags',
  {
    companyId: companyId(),
    contactId: integer('contact_id').notNull(),
    tagId: integer('tag_id').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.contactId, t.tagId] }),
    companyForeignKey('contact_tags', t.companyId, t.contactId, contacts, 'cascade'),
    companyForeignKey('contact_tags', t.companyId, t.tagId, tags, 'cascade'),
    index('contact_tags_tag_idx').on(t.tagId),
  ],
);
