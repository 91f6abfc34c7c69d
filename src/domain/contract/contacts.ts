import * as v from 'valibot';
import {
  contactEmail,
  contactPhone,
  CONTACT_LIMITS as L,
  CONTACT_MESSAGES as M,
} from '../rules/contact-fields';
import { CONTACT_IMPORT_COLUMNS } from '../rules/contact-import';
import { IdListSchema, nameSchema } from './catalog-fields';

export const CONTACT_STATUSES = ['active', 'inactive'] as const;
export type ContactStatus = (typeof CONTACT_STATUSES)[number];

/** A contact tag (group) of 01 §3.7. */
export const ContactTagSchema = v.object({ id: v.number(), name: v.string() });
export type ContactTag = v.InferOutput<typeof ContactTagSchema>;

/** A customer of the company (01 §3.7), as the contact calls answer it. */
export const ContactSchema = v.object({
  id: v.number(),
  name: v.string(),
  phone: v.nullable(v.string()),
  email: v.nullable(v.string()),
  email_extra: v.nullable(v.string()),
  status: v.picklist(CONTACT_STATUSES),
  tags: v.array(ContactTagSchema),
  is_subscribed: v.boolean(),
});
export type Contact = v.InferOutput<typeof ContactSchema>;

/** Trimmed text where '' (or null) is stored as null (01 §5.3). */
const blankAsNull = (message: string) =>
  v.pipe(
    v.nullable(v.string(message)),
    v.transform((text) => text?.trim() || null),
  );

const optionalEmail = v.pipe(
  blankAsNull(M.email),
  v.check((email) => email === null || contactEmail(email) !== null, M.email),
);

const ContactFields = {
  name: nameSchema(M.nameRequired, L.nameMax, M.nameMax),
  /** Normalised to E.164 (+52 by default): one customer is one phone. */
  phone: v.pipe(
    blankAsNull(M.phone),
    v.check((phone) => phone === null || contactPhone(phone) !== null, M.phone),
    v.transform((phone) => (phone === null ? null : contactPhone(phone))),
  ),
  email: optionalEmail,
  email_extra: optionalEmail,
  status: v.picklist(CONTACT_STATUSES, M.status),
  /** The ids of the customer's groups (the whole list: what is left out is removed). */
  tags: IdListSchema,
};

/** POST /v1/contact/contact: a new customer is active (01 §4.5) unless said otherwise. */
export const ContactCreateSchema = v.object({
  // Left out: the same message as empty.
  name: v.optional(ContactFields.name, ''),
  phone: v.optional(ContactFields.phone, null),
  email: v.optional(ContactFields.email, null),
  email_extra: v.optional(ContactFields.email_extra, null),
  status: v.optional(ContactFields.status, 'active'),
  tags: v.optional(ContactFields.tags, []),
});
export type ContactCreate = v.InferOutput<typeof ContactCreateSchema>;
export type ContactCreateInput = v.InferInput<typeof ContactCreateSchema>;

/** PATCH /v1/contact/contact/{id}: any field. */
export const ContactPatchSchema = v.partial(v.object(ContactFields));
export type ContactPatch = v.InferOutput<typeof ContactPatchSchema>;

const TagNameSchema = nameSchema(M.tagNameRequired, L.tagNameMax, M.tagNameMax);

/** POST /v1/contact/tag and PATCH /v1/contact/tag/{id}: {name}, unique in the company. */
export const ContactTagBodySchema = v.object({ name: v.optional(TagNameSchema, '') });
export type ContactTagBody = v.InferOutput<typeof ContactTagBodySchema>;

/**
 * POST /v1/contact/contact/import (01 §3.7): `columns` names each column by its field and `rows`
 * are the cells in that order. The body only fixes the shape; each row's rules are checked on
 * its own (readContactImportRow) so that a bad row is reported while the good ones are saved.
 */
export const ContactImportBodySchema = v.object({
  source: v.picklist(['table'], 'El origen de la importación debe ser table.'),
  data: v.object({
    columns: v.pipe(
      v.array(v.picklist(CONTACT_IMPORT_COLUMNS, M.importColumns), M.importColumns),
      v.minLength(1, M.importColumns),
      v.check((columns) => new Set(columns).size === columns.length, M.importColumns),
    ),
    rows: v.pipe(
      v.array(v.pipe(v.array(v.pipe(v.string(), v.maxLength(1000))), v.maxLength(20)), M.importNothing),
      v.minLength(1, M.importNothing),
      v.maxLength(L.importRowsMax, M.importRowsMax),
    ),
  }),
  /** Groups every imported customer joins. */
  tags: v.optional(IdListSchema, []),
});
export type ContactImportBody = v.InferOutput<typeof ContactImportBodySchema>;
export type ContactImportBodyInput = v.InferInput<typeof ContactImportBodySchema>;

export const ContactImportResultSchema = v.object({
  /** Rows saved: new customers and customers found by their phone and updated. */
  ok_count: v.number(),
  error_count: v.number(),
  /** Each refused row (1-based in `rows`) with its Spanish messages by field. */
  import_errors: v.array(v.object({ row: v.number(), errors: v.record(v.string(), v.array(v.string())) })),
});
export type ContactImportResult = v.InferOutput<typeof ContactImportResultSchema>;
