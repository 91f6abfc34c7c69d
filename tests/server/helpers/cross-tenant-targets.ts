// Company A's side of the cross-tenant test: the demo business's ids and codes that B aims at
// (rows still open to every action, so a leak would act), and the same shape with values that
// exist nowhere, for the comparison with an unknown id.
import { and, asc, eq, gt, inArray, isNotNull } from 'drizzle-orm';
import type { Db } from '../../../server/db/client';
import {
  categories,
  contacts,
  deliveryMethods,
  loyaltyCards,
  loyaltyPrograms,
  loyaltyTransactions,
  messages,
  modifierOptions,
  modifiers,
  paymentMethods,
  products,
  productVariants,
  queueItems,
  sales,
  surveyForms,
  tags,
  users,
} from '../../../server/db/schema';
import { DEMO_EMPLOYEES } from '../../../server/db/seed/demo-business';
import type { App } from '../../../server/http/app-types';
import { currentCardCode } from '../../../server/modules/loyalty/card-codes';
import { awaitAutomationRun } from './automation-runs-of';
import { TEST_CSD_UPLOAD } from './cfdi-fixtures';
import { insertCreditRecharge } from './credit-recharge-rows';
import type { TargetIds } from './cross-tenant-cases';
import { insertInvoicingRows } from './invoicing-rows';
import { insertLoyaltySelfInvoiceRow } from './loyalty-self-invoice-rows';
import { demoLocations, insertQueueItem } from './queue-fixtures';
import { insertSaleInvoicingRows } from './sale-invoicing-rows';
import { insertStampedInvoice } from './stamped-invoice-row';
import { bearer, DEMO, loginAs } from './test-app';

function found<T>(row: T | undefined, what: string): T {
  if (row === undefined) throw new Error(`cross-tenant: the demo has no ${what}`);
  return row;
}

/**
 * A's targets. A's owner also signs in and invites someone through the API, so that A has
 * sessions and invitations like every other company table.
 */
export async function companyATargets(app: App, db: Db): Promise<TargetIds & { companyId: number }> {
  const { main } = await demoLocations(db);
  const ownerToken = await loginAs(app, DEMO.owner);
  const invited = await app.inject({
    method: 'POST',
    url: '/v1/user/invite',
    headers: bearer(ownerToken),
    payload: { name: 'Invitado de A', email: 'invitado@taqueria.demo' },
  });
  if (invited.statusCode !== 200) throw new Error(`cross-tenant: A's invitation: ${invited.body}`);
  const [tag] = await db
    .select({ id: tags.id })
    .from(tags)
    .where(eq(tags.companyId, main.companyId))
    .orderBy(asc(tags.id))
    .limit(1);
  const campaign = await app.inject({
    method: 'POST',
    url: '/v1/messaging/campaign',
    headers: bearer(ownerToken),
    payload: {
      name: 'Campaña de A',
      content: 'Hola de A',
      active: false,
      segmentation: { tags: [found(tag, 'group').id], phones: null },
    },
  });
  if (campaign.statusCode !== 200) throw new Error(`cross-tenant: A's campaign: ${campaign.body}`);
  const certificate = await app.inject({
    method: 'POST',
    url: '/v1/invoicing/sat-certificate',
    headers: bearer(ownerToken),
    payload: TEST_CSD_UPLOAD,
  });
  if (certificate.statusCode !== 200) throw new Error(`cross-tenant: A's certificate: ${certificate.body}`);
  await insertInvoicingRows(db, main.companyId, null);
  // A stamped invoice: every invoice route, the PDF and XML downloads too, has something to answer.
  const invoice = await insertStampedInvoice(db, main.companyId);
  await insertCreditRecharge(db, main.companyId);
  const globalRunId = await insertSaleInvoicingRows(db, main.companyId);
  await insertLoyaltySelfInvoiceRow(db, main.companyId);

  const recipe = await app.inject({
    method: 'POST',
    url: '/v1/automation/recipe',
    headers: bearer(ownerToken),
    payload: {
      if_id: 1,
      then_id: 2,
      title: 'Automatización de A',
      params: { then_config: { channel: 'sms', message: 'Gracias por venir a A' } },
    },
  });
  if (recipe.statusCode !== 200) throw new Error(`cross-tenant: A's automation: ${recipe.body}`);
  const visit = await insertQueueItem(db, { locationId: main.id, status: 'ready', readyAt: new Date() });
  const completed = await app.inject({
    method: 'POST',
    url: `/v1/waitlist/queue/${visit}/complete`,
    headers: bearer(ownerToken),
  });
  if (completed.statusCode !== 200) throw new Error(`cross-tenant: A's visit: ${completed.body}`);
  await awaitAutomationRun(db, main.companyId);

  const [owner] = await db.select({ id: users.id }).from(users).where(eq(users.email, DEMO.owner));
  const [employee] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.name, DEMO_EMPLOYEES[0].name));
  const [turn] = await db
    .select({ id: queueItems.id })
    .from(queueItems)
    .where(
      and(
        eq(queueItems.locationId, main.id),
        eq(queueItems.type, 'waitlist'),
        eq(queueItems.status, 'pending'),
      ),
    )
    .limit(1);
  const [booking] = await db
    .select({ id: queueItems.id })
    .from(queueItems)
    .where(
      and(
        eq(queueItems.locationId, main.id),
        eq(queueItems.type, 'booking'),
        eq(queueItems.status, 'pending'),
        gt(queueItems.bookingDate, new Date()),
      ),
    )
    .limit(1);
  const [sale] = await db
    .select({ id: sales.id, number: sales.number })
    .from(sales)
    .where(and(eq(sales.locationId, main.id), inArray(sales.status, ['queued', 'confirmed'])))
    .limit(1);
  const [program] = await db
    .select({ id: loyaltyPrograms.id })
    .from(loyaltyPrograms)
    .where(and(eq(loyaltyPrograms.companyId, main.companyId), eq(loyaltyPrograms.type, 'cashback')))
    .limit(1);
  const [transaction] = await db
    .select({ id: loyaltyTransactions.id })
    .from(loyaltyTransactions)
    .where(and(eq(loyaltyTransactions.companyId, main.companyId), eq(loyaltyTransactions.status, 'active')))
    .limit(1);
  const [card] = await db
    .select({ id: loyaltyCards.id })
    .from(loyaltyCards)
    .where(eq(loyaltyCards.programId, found(program, 'cashback program').id))
    .limit(1);
  const { code } = await currentCardCode(db, {
    companyId: main.companyId,
    cardId: found(card, 'loyalty card').id,
    now: new Date(),
  });
  const [contact] = await db
    .select({ id: contacts.id, phone: contacts.phone })
    .from(contacts)
    .where(and(eq(contacts.companyId, main.companyId), isNotNull(contacts.phone)))
    .orderBy(asc(contacts.id))
    .limit(1);
  const [message] = await db
    .select({ id: messages.id })
    .from(messages)
    .where(eq(messages.companyId, main.companyId))
    .limit(1);
  const ofMain = (type: 'service' | 'physical') =>
    db
      .select({ id: products.id })
      .from(products)
      .where(and(eq(products.locationId, main.id), eq(products.type, type)))
      .limit(1);
  const [service] = await ofMain('service');
  const [menuProduct] = await ofMain('physical');
  const [variant] = await db
    .select({ id: productVariants.id })
    .from(productVariants)
    .innerJoin(products, eq(products.id, productVariants.productId))
    .where(eq(products.locationId, main.id))
    .limit(1);
  const [option] = await db
    .select({ id: modifierOptions.id, modifierId: modifiers.id })
    .from(modifierOptions)
    .innerJoin(modifiers, eq(modifiers.id, modifierOptions.modifierId))
    .where(eq(modifiers.locationId, main.id))
    .limit(1);
  const [category] = await db
    .select({ id: categories.id })
    .from(categories)
    .where(eq(categories.locationId, main.id))
    .limit(1);
  const [delivery] = await db
    .select({ id: deliveryMethods.id })
    .from(deliveryMethods)
    .where(eq(deliveryMethods.locationId, main.id))
    .limit(1);
  const [payment] = await db
    .select({ id: paymentMethods.id })
    .from(paymentMethods)
    .where(eq(paymentMethods.locationId, main.id))
    .limit(1);
  const [survey] = await db
    .select({ id: surveyForms.id })
    .from(surveyForms)
    .where(and(eq(surveyForms.companyId, main.companyId), eq(surveyForms.status, 'active')))
    .limit(1);
  return {
    companyId: main.companyId,
    locationId: main.id,
    ownerId: found(owner, 'owner').id,
    employeeId: found(employee, 'employee').id,
    queueItemId: found(turn, 'pending turn').id,
    bookingId: found(booking, 'coming booking').id,
    saleId: found(sale, 'open order').id,
    saleNumber: found(sale, 'open order').number,
    programId: found(program, 'cashback program').id,
    transactionId: found(transaction, 'loyalty transaction').id,
    cardCode: code,
    contactId: found(contact, 'customer').id,
    contactPhone: found(contact, 'customer').phone ?? '',
    messageId: found(message, 'message').id,
    campaignId: campaign.json<{ data: { id: number } }>().data.id,
    tagId: found(tag, 'group').id,
    serviceId: found(service, 'service').id,
    menuProductId: found(menuProduct, 'menu product').id,
    variantId: found(variant, 'variant').id,
    modifierId: found(option, 'modifier').modifierId,
    optionId: found(option, 'modifier option').id,
    categoryId: found(category, 'category').id,
    deliveryMethodId: found(delivery, 'delivery method').id,
    paymentMethodId: found(payment, 'payment method').id,
    surveyFormId: found(survey, 'active survey').id,
    satCertificateId: certificate.json<{ data: { id: number } }>().data.id,
    invoiceId: invoice.id,
    globalRunId,

    recipeId: recipe.json<{ data: { id: number } }>().data.id,
  };
}

/** A string of the same shape (length, digits where digits were) that names nothing. */
function unknownLike(value: string): string {
  return value.replace(/[0-9]/g, (digit) => String((Number(digit) + 5) % 10)).replace(/[A-Za-z]/g, 'Q');
}

/** The same targets with ids no row has. */
export function unknownTargets(targets: TargetIds): TargetIds {
  const unknown: Record<string, number | string> = {};
  let next = 2_000_000_000;
  for (const [key, value] of Object.entries(targets)) {
    unknown[key] = typeof value === 'number' ? next++ : unknownLike(value);
  }
  return unknown as unknown as TargetIds;
}
