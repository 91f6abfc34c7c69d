// Company B of the cross-tenant test, built the way a real business is: through the API
// (sign-up, onboarding, an invited employee, shop settings, turns and bookings, messages, loyalty,
// an online order). Only what no route writes yet comes from cross-tenant-fixture.ts.
import { and, desc, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import type { Db } from '../../../server/db/client';
import { loyaltyCards, messages, tags } from '../../../server/db/schema';
import type { App } from '../../../server/http/app-types';
import { signUp } from './account-fixtures';
import { awaitAutomationRun } from './automation-runs-of';
import { insertCreditRecharge } from './credit-recharge-rows';
import {
  type FixtureMenu,
  insertCustomerAndAgendaExtras,
  insertMenu,
  makeAssignable,
} from './cross-tenant-fixture';
import { insertInvoicingRows } from './invoicing-rows';
import { insertLoyaltySelfInvoiceRow } from './loyalty-self-invoice-rows';
import { insertSaleInvoicingRows } from './sale-invoicing-rows';
import { bearer } from './test-app';

export const B_USERNAME = 'cafeteria_prueba_b';
const B_EMPLOYEE_EMAIL = 'empleado@prueba-b.mx';

export interface CompanyB {
  companyId: number;
  locationId: number;
  username: string;
  /** The owner's bearer token (super-admin: no role hides an answer). */
  token: string;
  contactId: number;
  queueItemId: number;
  programId: number;
  serviceId: number;
  menu: FixtureMenu;
}

type Call = (
  method: 'GET' | 'POST' | 'PATCH',
  url: string,
  payload?: object,
) => Promise<{ data: Record<string, unknown> & { id: number } }>;

/** A call that must succeed; its JSON answer. */
function caller(app: App, token: string | null): Call {
  return async (method, url, payload) => {
    const response = await app.inject({
      method,
      url,
      headers: token ? bearer(token) : {},
      ...(payload ? { payload } : {}),
    });
    expect(response.statusCode, `${method} ${url}: ${response.body}`).toBe(200);
    return response.json();
  };
}

/** B's survey, activated and answered once on its public page. */
async function surveyOfB(owner: Call, anyone: Call): Promise<void> {
  const survey = await owner('POST', '/v1/survey/form', {
    title: 'Encuesta B',
    fields: [{ id: 'Bq01', type: 'rating', title: '¿Qué tal?', config: { mandatory: true, max: 5 } }],
  });
  await owner('PATCH', `/v1/survey/form/${survey.data.id}/status`, { status: 'active' });
  await anyone('POST', `/v1/public/survey/${B_USERNAME}/${survey.data.id}/response`, {
    answers: { Bq01: 4 },
  });
}

/** The invitation link's token from the e-mail the local provider kept. */
async function invitationToken(db: Db, email: string): Promise<string> {
  const [message] = await db
    .select({ body: messages.body })
    .from(messages)
    .where(and(eq(messages.recipient, email), eq(messages.channel, 'email')))
    .orderBy(desc(messages.id))
    .limit(1);
  const token = /invite\?token=([A-Za-z0-9_-]+)/.exec(message?.body ?? '')?.[1];
  if (!token) throw new Error(`no invitation e-mail to ${email}`);
  return token;
}

/** A date-time `days` from now at 14:00 in Mexico City (B's hours are 13:00–22:00). */
function afternoonIn(days: number): string {
  const date = new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
  return `${date}T14:00:00-06:00`;
}

export async function createCompanyB(app: App, db: Db): Promise<CompanyB> {
  const { token } = await signUp(app, { name: 'Beatriz Dueña B', email: 'duena@prueba-b.mx' });
  const owner = caller(app, token);
  const anyone = caller(app, null);

  const category = (await owner('GET', '/v1/business/category')).data as unknown as { id: number }[];
  const location = await owner('POST', '/v1/business/onboard/location', {
    name: 'Cafetería Prueba B',
    username: B_USERNAME,
    phone: '55 8765 4321',
    category_id: category[0]?.id,
  });
  const locationId = Number(location.data.location_id);
  await owner('POST', '/v1/business/onboard/settings', {
    booking_enabled: true,
    queue_enabled: true,
    link_enabled: true,
    kiosk_enabled: false,
    group_size_max: 8,
  });
  const settings = await owner('GET', '/v1/user/account/settings');
  const companyId = Number((settings.data.location as { company_id?: number } | null)?.company_id ?? 0);

  await owner('POST', '/v1/user/invite', {
    name: 'Emilio Empleado B',
    email: B_EMPLOYEE_EMAIL,
    role: 'operator',
  });
  const invitation = await invitationToken(db, B_EMPLOYEE_EMAIL);
  await anyone('POST', `/v1/user/invite/${invitation}/accept`, {
    name: 'Emilio Empleado B',
    email: B_EMPLOYEE_EMAIL,
    phone: '55 8765 1111',
    password: 'Emilio1234',
  });
  const staff = (await owner('GET', '/v1/user/staff')).data as unknown as {
    users: { id: number; name: string }[];
  };
  const employeeId = staff.users.find((user) => user.name === 'Emilio Empleado B')?.id ?? 0;

  await makeAssignable(db, employeeId);
  const services = await owner('POST', '/v1/product/product/search', { filters: { type: 'service' } });
  const serviceId = (services.data as unknown as { id: number }[])[0]?.id ?? 0;

  await owner('POST', '/v1/waitlist/queue/status', { enabled: true });
  const turn = await owner('POST', '/v1/waitlist/hostess/register', {
    type: 'waitlist',
    name: 'Bruno Cliente B',
    phone: '55 8765 2222',
    group_size: 2,
    notes: 'Mesa junto a la ventana B',
  });
  const queueItemId = Number((turn.data.item as { id: number }).id);
  const contactId = Number((turn.data.item as { contact_id: number }).contact_id);
  await owner('POST', '/v1/waitlist/hostess/register', {
    type: 'booking',
    name: 'Berta Reserva B',
    phone: '55 8765 3333',
    group_size: 4,
    product_id: serviceId,
    assigned_user_id: employeeId,
    booking_date: afternoonIn(3),
    duration_mins: 30,
  });
  await anyone('POST', `/v1/public/waitlist/${B_USERNAME}/register`, {
    type: 'waitlist',
    name: 'Benito Público B',
    phone: '55 8765 4444',
    group_size: 3,
  });
  await owner('POST', `/v1/waitlist/queue/${queueItemId}/notify`, {});
  await owner('POST', `/v1/contact/${contactId}/message`, { content: 'Hola de Prueba B' });

  const wallet = await owner('POST', '/v1/loyalty/program', {
    type: 'cashback',
    name: 'Monedero de Prueba B',
    configuration: { percentage: 10 },
  });
  const stamps = await owner('POST', '/v1/loyalty/program', {
    type: 'stampcard',
    name: 'Sellos de Prueba B',
    configuration: { required_quantity: 2 },
  });
  const sale = { contact_id: contactId, sale_amount: 200 };
  await owner('POST', '/v1/loyalty/transaction/complete', {
    ...sale,
    program_id: wallet.data.id,
    type: 'cashback',
  });
  const [card] = await db
    .select({ token: loyaltyCards.token })
    .from(loyaltyCards)
    .where(eq(loyaltyCards.programId, wallet.data.id));
  const cardToken = card?.token ?? '';
  // The customer's card page shows the code the cashier scans to pay with the wallet.
  const cardPage = await anyone('GET', `/v1/public/loyalty/card/${cardToken}`);
  await owner('POST', '/v1/loyalty/transaction/complete', {
    ...sale,
    program_id: wallet.data.id,
    type: 'cashback',
    auth_code: cardPage.data.code,
    withdraw_amount: 5,
  });
  // Two stamps fill the card: a reward.
  for (let stamp = 0; stamp < 2; stamp++) {
    await owner('POST', '/v1/loyalty/transaction/complete', {
      ...sale,
      program_id: stamps.data.id,
      type: 'stampcard',
    });
  }

  await owner('PATCH', '/v1/pos/configuration', {
    order_reception_channel: 'managed',
    pickup_enabled: true,
    delivery_enabled: true,
  });
  const menu = await insertMenu(db, companyId, locationId);
  const order = await anyone('POST', `/v1/public/shop/${B_USERNAME}/order`, {
    name: 'Bianca Pedido B',
    phone: '55 8765 5555',
    delivery_type: 'pickup',
    payment_method_id: menu.paymentMethodId,
    scheduled_to: afternoonIn(1),
    items: [
      {
        product_id: menu.productId,
        variant_id: menu.variantId,
        quantity: 1,
        modifiers: [{ modifier_id: menu.modifierId, option_id: menu.optionId }],
      },
    ],
  });
  const found = await owner('POST', '/v1/pos/sale/search', { filters: { number: order.data.number } });
  const saleId = (found.data as unknown as { id: number }[])[0]?.id;
  await owner('POST', '/v1/automation/recipe', {
    if_id: 3,
    then_id: 2,
    title: 'Si se entrega un pedido, entonces enviar un mensaje',
    params: { then_config: { channel: 'sms', message: 'Gracias por tu pedido en B' } },
  });
  // Delivered: the cash still due is recorded as the order's payment.
  for (const status of ['confirmed', 'preparing', 'ready', 'delivered']) {
    await owner('POST', `/v1/pos/staff/order/${saleId}/status`, { status });
  }
  await awaitAutomationRun(db, companyId);
  await owner('GET', '/v1/subscription/subscription/info');
  await surveyOfB(owner, anyone);

  await insertCustomerAndAgendaExtras(db, {
    companyId,
    locationId,
    contactId,
    serviceId,
    userId: employeeId,
  });
  const [group] = await db.select({ id: tags.id }).from(tags).where(eq(tags.companyId, companyId));
  await owner('POST', '/v1/messaging/campaign', {
    name: 'Campaña de Prueba B',
    content: 'Hola {first_name}',
    active: false,
    segmentation: { tags: [group?.id], phones: '5512340000' },
  });
  await insertCreditRecharge(db, companyId);
  await insertSaleInvoicingRows(db, companyId);
  await insertLoyaltySelfInvoiceRow(db, companyId);
  // B's certificate row is written directly: the route map's upload case needs B without one.
  await insertInvoicingRows(db, companyId, contactId, { certificate: true });
  return {
    companyId,
    locationId,
    username: B_USERNAME,
    token,
    contactId,
    queueItemId,
    programId: wallet.data.id,
    serviceId,
    menu,
  };
}
