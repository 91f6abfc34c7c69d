// The rows of company B that no route can write yet (tests/server/cross-tenant.test.ts builds
// everything else through the API). Each insert says why it is here; when a route for it lands,
// move the row to tests/server/helpers/cross-tenant-company.ts and drop it from this file.
import { eq } from 'drizzle-orm';
import type { Db } from '../../../server/db/client';
import {
  categories,
  contactTags,
  deliveryMethods,
  hourOverrides,
  modifierOptions,
  modifiers,
  paymentMethods,
  productModifiers,
  products,
  productUsers,
  productVariants,
  tags,
  users,
} from '../../../server/db/schema';

export interface FixtureMenu {
  productId: number;
  variantId: number;
  modifierId: number;
  optionId: number;
  deliveryMethodId: number;
  paymentMethodId: number;
}

function first<T>(rows: T[], what: string): T {
  const row = rows[0];
  if (!row) throw new Error(`cross-tenant fixture: ${what} not inserted`);
  return row;
}

/** The online menu of B's location: a category, a product with a variant and a modifier, and methods. */
export async function insertMenu(db: Db, locationId: number): Promise<FixtureMenu> {
  // categories: the menu editor (spec 05) has no API yet.
  const category = first(
    await db.insert(categories).values({ locationId, name: 'Bebidas de Prueba B' }).returning(),
    'category',
  );
  // products (physical): only 'Cita general' comes from a route (onboarding's settings step).
  const product = first(
    await db
      .insert(products)
      .values({
        locationId,
        type: 'physical',
        name: 'Limonada de Prueba B',
        price: 30,
        categoryId: category.id,
        orderNotesAllowed: true,
      })
      .returning(),
    'product',
  );
  // product_variants, modifiers, modifier_options, product_modifiers: the menu editor has no API yet.
  const variant = first(
    await db
      .insert(productVariants)
      .values({ productId: product.id, name: 'Jarra de Prueba B', price: 80 })
      .returning(),
    'variant',
  );
  const modifier = first(
    await db
      .insert(modifiers)
      .values({ locationId, name: 'Endulzante de Prueba B', code: 'endulzante-b', maxOptions: 1 })
      .returning(),
    'modifier',
  );
  const option = first(
    await db
      .insert(modifierOptions)
      .values({ modifierId: modifier.id, name: 'Miel de Prueba B', price: 5 })
      .returning(),
    'option',
  );
  await db.insert(productModifiers).values({ productId: product.id, modifierId: modifier.id });
  // delivery_methods, payment_methods: the shop settings screen does not edit them through the API yet.
  const delivery = first(
    await db
      .insert(deliveryMethods)
      .values({ locationId, name: 'Reparto de Prueba B', flatFeeAmount: 25 })
      .returning(),
    'delivery method',
  );
  const payment = first(
    await db
      .insert(paymentMethods)
      .values({ locationId, name: 'Efectivo de Prueba B', type: 'cash', usageTypes: ['pickup', 'delivery'] })
      .returning(),
    'payment method',
  );
  return {
    productId: product.id,
    variantId: variant.id,
    modifierId: modifier.id,
    optionId: option.id,
    deliveryMethodId: delivery.id,
    paymentMethodId: payment.id,
  };
}

/** A tag on one of B's customers, an employee on B's service, and a closed day of B's location. */
export async function insertCustomerAndAgendaExtras(
  db: Db,
  input: { companyId: number; locationId: number; contactId: number; serviceId: number; userId: number },
): Promise<void> {
  // tags, contact_tags: contact groups have no API yet.
  const tag = first(
    await db.insert(tags).values({ companyId: input.companyId, name: 'Frecuentes de Prueba B' }).returning(),
    'tag',
  );
  await db.insert(contactTags).values({ contactId: input.contactId, tagId: tag.id });
  // product_users: which employees perform a service is not editable through the API yet.
  await db.insert(productUsers).values({ productId: input.serviceId, userId: input.userId });
  // hour_overrides: special days have no API yet.
  await db.insert(hourOverrides).values({ locationId: input.locationId, date: '2030-12-25' });
}

/** Lets customers and hosts pick B's invited employee for a booking. */
export async function makeAssignable(db: Db, userId: number): Promise<void> {
  // users.is_assignable: the staff screen has no API to mark a person as bookable yet.
  await db.update(users).set({ isAssignable: true }).where(eq(users.id, userId));
}
