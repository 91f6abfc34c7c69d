import { and, eq } from 'drizzle-orm';
import * as v from 'valibot';
import type { FieldErrors } from '../../../src/domain/contract/common';
import {
  PAYMENT_METHOD_MESSAGES as M,
  PAYMENT_SECRET_SETTINGS,
  type PaymentMethod,
  type PaymentMethodCreate,
  type PaymentMethodPatch,
  type PaymentUsageType,
  paymentSettingsSchema,
  SECRET_MASK_PREFIX,
} from '../../../src/domain/contract/payment-method';
import type { SearchQuery } from '../../../src/domain/contract/search';
import {
  METHOD_STATUSES,
  PAYMENT_METHOD_TYPES,
  type PaymentMethodType,
} from '../../../src/domain/contract/shop';
import type { Db } from '../../db/client';
import { loyaltyPrograms, paymentMethods } from '../../db/schema';
import { NotFoundError } from '../../http/errors';
import type { SearchResource } from '../../http/search/types';
import { ofLocation, type Tenant } from '../../http/tenancy';
import { toFieldErrors } from '../../http/validation/field-errors';
import { catalogRefusal } from '../product/catalog-errors';
import { catalogPage, pageOf } from '../product/catalog-page';
import { sentValues } from '../product/sent-values';
import type { PaymentSecrets } from './payment-secrets';

/** What POST /v1/pos/payment-method/search may filter and sort by (02 §7: name asc). */
export const PAYMENT_METHOD_SEARCH: SearchResource = {
  fields: {
    id: { column: paymentMethods.id, type: 'number', integer: true },
    name: { column: paymentMethods.name, type: 'string' },
    type: { column: paymentMethods.type, type: 'enum', values: PAYMENT_METHOD_TYPES },
    status: { column: paymentMethods.status, type: 'enum', values: METHOD_STATUSES },
  },
  textFields: [paymentMethods.name],
  defaultSort: [{ field: 'name', direction: 'asc' }],
  tieBreaker: paymentMethods.id,
};

type Row = typeof paymentMethods.$inferSelect;

const notFound = () => new NotFoundError(M.notFound);

const ofTenant = (id: number, tenant: Tenant) =>
  and(eq(paymentMethods.id, id), ofLocation(paymentMethods.locationId, tenant));

/** The payment methods of the location, their secrets masked. */
export class PaymentMethodStore {
  constructor(private readonly secrets: PaymentSecrets) {}

  private view(row: Row): PaymentMethod {
    return {
      id: row.id,
      name: row.name,
      type: row.type,
      status: row.status,
      loyalty_program_id: row.loyaltyProgramId,
      settings: this.secrets.view(row.companyId, row.settings),
      usage_types: row.usageTypes as PaymentUsageType[],
    };
  }

  private async row(db: Db, id: number, tenant: Tenant): Promise<Row> {
    const [row] = await db.select().from(paymentMethods).where(ofTenant(id, tenant));
    if (!row) throw notFound();
    return row;
  }

  search = async (db: Db, query: SearchQuery, tenant: Tenant) => {
    const { search, where, page } = await catalogPage(
      db,
      paymentMethods,
      query,
      PAYMENT_METHOD_SEARCH,
      ofLocation(paymentMethods.locationId, tenant),
    );
    const rows = await pageOf(db.select().from(paymentMethods).where(where).$dynamic(), search);
    return {
      items: rows.map((row) => this.view(row)),
      page,
    };
  };

  one = async (db: Db, id: number, tenant: Tenant) => this.view(await this.row(db, id, tenant));

  create = async (db: Db, body: PaymentMethodCreate, tenant: Tenant) => {
    const checked = await this.checked(db, body.type, body.settings, {}, body.loyalty_program_id, tenant);
    const [row] = await db
      .insert(paymentMethods)
      .values({
        companyId: tenant.companyId,
        locationId: tenant.locationId,
        name: body.name,
        type: body.type,
        usageTypes: body.usage_types,
        ...checked,
      })
      .returning();
    if (!row) throw new Error('payment method not inserted');
    return this.view(row);
  };

  patch = async (db: Db, id: number, body: PaymentMethodPatch, tenant: Tenant) => {
    const stored = await this.row(db, id, tenant);
    if (body.type !== undefined && body.type !== stored.type) throw catalogRefusal({ type: [M.typeLocked] });
    const storedPlain = this.secrets.open(stored.companyId, stored.settings);
    // Settings and program are checked again only when one of them is sent (a status change of a
    // method whose program has ended stays possible).
    const touched = body.settings !== undefined || body.loyalty_program_id !== undefined;
    const checked =
      touched &&
      (await this.checked(
        db,
        stored.type,
        body.settings ?? storedPlain,
        storedPlain,
        body.loyalty_program_id === undefined ? stored.loyaltyProgramId : body.loyalty_program_id,
        tenant,
      ));
    const values = sentValues({ name: body.name, status: body.status, usageTypes: body.usage_types });
    const [row] = await db
      .update(paymentMethods)
      .set({ ...values, ...checked })
      .where(ofTenant(id, tenant))
      .returning();
    if (!row) throw notFound();
    return this.view(row);
  };

  /** The type's settings (sealed) and program, or a 422 naming each refused field. */
  private async checked(
    db: Db,
    type: PaymentMethodType,
    sent: Record<string, string | null | undefined>,
    storedPlain: Record<string, string | null | undefined>,
    loyaltyProgramId: number | null,
    tenant: Tenant,
  ) {
    const settings = this.secrets.unmask(sent, storedPlain);
    const parsed = v.safeParse(paymentSettingsSchema(type), settings);
    const errors: FieldErrors = parsed.success ? {} : toFieldErrors(parsed.issues, 'settings', 'settings');
    for (const name of PAYMENT_SECRET_SETTINGS) {
      // A masked value that is not the stored secret's mask: never store the bullets as a key.
      if (settings[name]?.startsWith(SECRET_MASK_PREFIX)) errors[`settings.${name}`] = [M.key];
    }
    const programError =
      type === 'cashback' ? await cashbackProgramError(db, loyaltyProgramId, tenant) : null;
    if (programError) errors.loyalty_program_id = [programError];
    if (Object.keys(errors).length > 0 || !parsed.success) throw catalogRefusal(errors);
    return {
      settings: this.secrets.seal(tenant.companyId, parsed.output),
      loyaltyProgramId: type === 'cashback' ? loyaltyProgramId : null,
    };
  }
}

/** 02 §5: a cashback method pays with an active cashback program of the company. */
async function cashbackProgramError(db: Db, id: number | null, tenant: Tenant): Promise<string | null> {
  if (id === null) return M.loyaltyProgramRequired;
  const [program] = await db
    .select({ id: loyaltyPrograms.id })
    .from(loyaltyPrograms)
    .where(
      and(
        eq(loyaltyPrograms.id, id),
        eq(loyaltyPrograms.companyId, tenant.companyId),
        eq(loyaltyPrograms.type, 'cashback'),
        eq(loyaltyPrograms.status, 'active'),
      ),
    );
  return program ? null : M.loyaltyProgramInvalid;
}

/** The company's active cashback programs, by name: what the cashback method's picker offers. */
export async function activeCashbackPrograms(db: Db, tenant: Tenant) {
  return db
    .select({ id: loyaltyPrograms.id, name: loyaltyPrograms.name })
    .from(loyaltyPrograms)
    .where(
      and(
        eq(loyaltyPrograms.companyId, tenant.companyId),
        eq(loyaltyPrograms.type, 'cashback'),
        eq(loyaltyPrograms.status, 'active'),
      ),
    )
    .orderBy(loyaltyPrograms.name);
}
