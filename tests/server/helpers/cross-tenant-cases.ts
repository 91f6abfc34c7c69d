// The cross-tenant test's route map: for every route the server registers (its OpenAPI document,
// as docs/api.md reads it), either the calls company B's owner makes with company A's ids and
// what B must get, or a one-line reason why the route has nothing of a company to cross.
// tests/server/cross-tenant.test.ts fails naming any route in neither list.
import { QUEUE_ACTIONS } from '../../../src/domain/contract/queue-actions';
import { TEST_CSD_UPLOAD } from './cfdi-fixtures';
import type { CompanyB } from './cross-tenant-company';
import { pngDataUrl } from './png-header';

/** The ids and codes of A's rows that B aims at (or, for the comparison, ids that exist nowhere). */
export interface TargetIds {
  locationId: number;
  ownerId: number;
  employeeId: number;
  queueItemId: number;
  bookingId: number;
  saleId: number;
  saleNumber: string;
  programId: number;
  transactionId: number;
  cardCode: string;
  contactId: number;
  contactPhone: string;
  tagId: number;
  messageId: number;
  campaignId: number;
  serviceId: number;
  menuProductId: number;
  variantId: number;
  modifierId: number;
  optionId: number;
  categoryId: number;
  deliveryMethodId: number;
  paymentMethodId: number;
  surveyFormId: number;
  satCertificateId: number;
  globalRunId: number;
  /** A stamped invoice of A (its PDF and XML exist). */
  invoiceId: number;

  recipeId: number;
}

export interface RouteCall {
  method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';
  url: string;
  payload?: object;
  /** Public routes: B's business page, no session. */
  anonymous?: boolean;
}

/**
 * What B must get:
 * - `unknown`: exactly the answer (status, message, code, field errors) of the same call with ids
 *   that exist nowhere, and never a success: A's row cannot be told apart from a missing one;
 * - `same`: exactly the answer of the same call with ids that exist nowhere, success included (the
 *   id only narrows B's own data, e.g. a booking to leave out of the availability);
 * - `empty`: 200 with an empty list;
 * - `own`: a success that holds nothing of A's (the route only ever acts on the caller's business).
 * Every answer, whatever the expectation, must not contain any of A's names, phones or codes.
 */
export type Expectation = 'unknown' | 'same' | 'empty' | 'own';

export interface CrossTenantCase {
  expect: Expectation;
  call(ids: TargetIds, b: CompanyB): RouteCall;
}

const unknown = (call: CrossTenantCase['call']): CrossTenantCase => ({ expect: 'unknown', call });
const same = (call: CrossTenantCase['call']): CrossTenantCase => ({ expect: 'same', call });
const empty = (call: CrossTenantCase['call']): CrossTenantCase => ({ expect: 'empty', call });
const own = (call: CrossTenantCase['call']): CrossTenantCase => ({ expect: 'own', call });

const get = (url: string): RouteCall => ({ method: 'GET', url });
const post = (url: string, payload: object = {}): RouteCall => ({ method: 'POST', url, payload });
const patch = (url: string, payload: object): RouteCall => ({ method: 'PATCH', url, payload });
const put = (url: string, payload: object): RouteCall => ({ method: 'PUT', url, payload });
const del = (url: string): RouteCall => ({ method: 'DELETE', url });
const publicGet = (url: string): RouteCall => ({ method: 'GET', url, anonymous: true });
const publicPost = (url: string, payload: object): RouteCall => ({
  method: 'POST',
  url,
  payload,
  anonymous: true,
});

/** Three days ahead: within every booking window, so availability answers real slots. */
const SOON = new Date(Date.now() + 3 * 86_400_000).toISOString().slice(0, 10);
const DATES = { filters: { date_from: '2020-01-01', date_to: '2030-12-31' } };
const DATE_TIMES = { filters: { date_from: '2020-01-01T00:00', date_to: '2030-12-31T23:59' } };
const byIds = (field: string, ...values: number[]) => ({ filters: { [field]: { $in: values } } });
/** A campaign draft for one group. */
const campaignBody = (tagId: number) => ({
  name: 'Campaña de B',
  content: 'Hola de B',
  active: false,
  segmentation: { tags: [tagId], phones: null },
});

function onlineOrder(b: CompanyB, item: object, order: object = {}) {
  return publicPost(`/v1/public/shop/${b.username}/order`, {
    name: 'Cliente Intruso',
    phone: '55 9999 0000',
    delivery_type: 'pickup',
    payment_method_id: b.menu.paymentMethodId,
    scheduled_to: `${SOON}T15:00:00-06:00`,
    items: [{ product_id: b.menu.productId, variant_id: b.menu.variantId, quantity: 1, ...item }],
    ...order,
  });
}

const booking = (b: CompanyB, values: object) =>
  post('/v1/waitlist/hostess/register', {
    type: 'booking',
    name: 'Cliente Intruso',
    phone: '55 9999 0001',
    group_size: 2,
    product_id: b.serviceId,
    booking_date: `${SOON}T15:00:00-06:00`,
    duration_mins: 30,
    ...values,
  });

/** The hours calls: A's location, and A's employee asked for on B's own location. */
function hoursCases(kind: 'hours' | 'hour-overrides', entry: object): Record<string, CrossTenantCase[]> {
  const path = `/v1/business/location/{id}/${kind}`;
  const url = (locationId: number, userId?: number) =>
    `/v1/business/location/${locationId}/${kind}${userId ? `?user_id=${userId}` : ''}`;
  const patch = (target: string): RouteCall => ({
    method: 'PATCH',
    url: target,
    payload: { hours: [entry] },
  });
  return {
    [`GET ${path}`]: [
      unknown((x) => get(url(x.locationId))),
      unknown((x, b) => get(url(b.locationId, x.employeeId))),
    ],
    [`PATCH ${path}`]: [
      unknown((x) => patch(url(x.locationId))),
      unknown((x, b) => patch(url(b.locationId, x.employeeId))),
    ],
  };
}

/** Route (`METHOD /path` as the OpenAPI document spells it) → the calls B makes. */
export const CROSS_TENANT_CASES: Readonly<Record<string, CrossTenantCase[]>> = {
  'GET /v1/user/account/settings': [own(() => get('/v1/user/account/settings'))],
  'GET /v1/user/account': [own(() => get('/v1/user/account'))],
  'PATCH /v1/user/account': [
    own(() => ({ method: 'PATCH', url: '/v1/user/account', payload: { name: 'Dueño de B' } })),
  ],
  'GET /v1/user/account/allowed-locations': [own(() => get('/v1/user/account/allowed-locations'))],
  'POST /v1/user/account/set-location': [
    unknown((x) => post('/v1/user/account/set-location', { location_id: x.locationId })),
  ],
  'GET /v1/user/staff': [own(() => get('/v1/user/staff'))],
  'POST /v1/user/invite': [
    own(() => post('/v1/user/invite', { name: 'Invitada de B', email: 'invitada@prueba-b.mx' })),
  ],
  'POST /v1/user/staff/{id}/link-code': [unknown((x) => post(`/v1/user/staff/${x.ownerId}/link-code`))],
  'GET /v1/business/category': [own(() => get('/v1/business/category'))],
  'POST /v1/business/onboard/settings': [
    own(() =>
      post('/v1/business/onboard/settings', {
        booking_enabled: true,
        queue_enabled: true,
        link_enabled: true,
        kiosk_enabled: false,
        group_size_max: 8,
      }),
    ),
  ],
  'GET /v1/business/user/{id}': [
    unknown((x) => get(`/v1/business/user/${x.ownerId}`)),
    unknown((x) => get(`/v1/business/user/${x.employeeId}`)),
  ],
  'GET /v1/business/user/{id}/permissions': [
    unknown((x) => get(`/v1/business/user/${x.ownerId}/permissions`)),
    unknown((x) => get(`/v1/business/user/${x.employeeId}/permissions`)),
  ],
  'PATCH /v1/business/user/{id}': [
    unknown((x) => ({
      method: 'PATCH',
      url: `/v1/business/user/${x.employeeId}`,
      payload: { status: 'suspended' },
    })),
    unknown((x) => ({
      method: 'PATCH',
      url: `/v1/business/user/${x.ownerId}`,
      payload: { level: 'viewer' },
    })),
  ],
  'DELETE /v1/business/user/{id}': [
    unknown((x) => ({ method: 'DELETE', url: `/v1/business/user/${x.employeeId}?scope=company` })),
    unknown((x) => ({ method: 'DELETE', url: `/v1/business/user/${x.ownerId}?scope=location` })),
  ],
  'POST /v1/business/employee/search': [
    empty((x) => post('/v1/business/employee/search', byIds('id', x.ownerId, x.employeeId))),
  ],
  ...hoursCases('hours', {
    open_time: '09:00',
    close_time: '18:00',
    days_of_week: ['monday'],
    types: ['booking'],
  }),
  ...hoursCases('hour-overrides', { date: SOON, open_time: null, close_time: null }),
  'GET /v1/subscription/subscription/info': [own(() => get('/v1/subscription/subscription/info'))],
  'GET /v1/subscription/plan/available': [own(() => get('/v1/subscription/plan/available'))],
  'GET /v1/subscription/recharge/options': [own(() => get('/v1/subscription/recharge/options'))],

  'GET /v1/waitlist/hostess/status-data': [own(() => get('/v1/waitlist/hostess/status-data'))],
  'POST /v1/waitlist/hostess/wait-estimate': [
    own(() => post('/v1/waitlist/hostess/wait-estimate', { group_size: 2 })),
  ],
  'POST /v1/waitlist/hostess/register': [
    unknown((x) =>
      post('/v1/waitlist/hostess/register', { type: 'waitlist', contact_id: x.contactId, group_size: 2 }),
    ),
    unknown((x, b) => booking(b, { product_id: x.serviceId })),
    unknown((x, b) => booking(b, { assigned_user_id: x.employeeId })),
  ],
  'POST /v1/waitlist/hostess/booking-availability': [
    unknown((x) =>
      post('/v1/waitlist/hostess/booking-availability', { from: SOON, product_id: x.serviceId }),
    ),
    unknown((x) =>
      post('/v1/waitlist/hostess/booking-availability', { from: SOON, assigned_user_id: x.employeeId }),
    ),
    same((x) =>
      post('/v1/waitlist/hostess/booking-availability', { from: SOON, reschedule_item_id: x.bookingId }),
    ),
  ],
  'POST /v1/waitlist/booking/calendar': [
    empty((x) => post('/v1/waitlist/booking/calendar', byIds('id', x.bookingId))),
    empty((x) => post('/v1/waitlist/booking/calendar', byIds('product_id', x.serviceId))),
    empty((x) => post('/v1/waitlist/booking/calendar', byIds('assigned_user_id', x.employeeId))),
  ],
  'POST /v1/waitlist/queue/search': [
    empty((x) => post('/v1/waitlist/queue/search', byIds('id', x.queueItemId, x.bookingId))),
    empty((x) => post('/v1/waitlist/queue/search', { search: x.contactPhone.slice(-8) })),
  ],
  'POST /v1/waitlist/queue/status': [own(() => post('/v1/waitlist/queue/status', { enabled: true }))],
  'GET /v1/waitlist/queue/{id}': [
    unknown((x) => get(`/v1/waitlist/queue/${x.queueItemId}`)),
    unknown((x) => get(`/v1/waitlist/queue/${x.bookingId}`)),
  ],
  'PATCH /v1/waitlist/queue/{id}': [
    unknown((x) => ({
      method: 'PATCH',
      url: `/v1/waitlist/queue/${x.bookingId}`,
      payload: { reschedule: { booking_date: `${SOON}T16:00:00-06:00`, duration_mins: 30 } },
    })),
  ],
  'GET /v1/waitlist/queue/{id}/events': [unknown((x) => get(`/v1/waitlist/queue/${x.queueItemId}/events`))],
  'PATCH /v1/waitlist/queue/{id}/notes': [
    unknown((x) => ({
      method: 'PATCH',
      url: `/v1/waitlist/queue/${x.queueItemId}/notes`,
      payload: { notes: 'B' },
    })),
  ],
  'POST /v1/waitlist/queue/{id}/message': [
    unknown((x) => post(`/v1/waitlist/queue/${x.queueItemId}/message`, { content: 'Mensaje de B' })),
  ],
  'POST /v1/waitlist/queue/{id}/{action}': QUEUE_ACTIONS.flatMap((action) => [
    unknown((x) => post(`/v1/waitlist/queue/${x.queueItemId}/${action}`)),
    unknown((x) => post(`/v1/waitlist/queue/${x.bookingId}/${action}`)),
  ]),
  'POST /v1/waitlist/reporting/summary': [own(() => post('/v1/waitlist/reporting/summary', DATES))],
  'POST /v1/waitlist/reporting/by-date': [own(() => post('/v1/waitlist/reporting/by-date', DATES))],

  'GET /v1/pos/configuration': [own(() => get('/v1/pos/configuration'))],
  'GET /v1/business/location/{id}/profile': [
    unknown((x) => get(`/v1/business/location/${x.locationId}/profile`)),
  ],
  'PATCH /v1/business/location/{id}/profile': [
    unknown((x) => patch(`/v1/business/location/${x.locationId}/profile`, { name: 'Tomado por B' })),
  ],
  'GET /v1/waitlist/configuration': [own(() => get('/v1/waitlist/configuration'))],
  'PATCH /v1/waitlist/configuration': [
    unknown((x) => ({
      method: 'PATCH',
      url: '/v1/waitlist/configuration',
      payload: { loyalty_program_id: x.programId },
    })),
  ],
  'PATCH /v1/pos/configuration': [
    own(() => ({ method: 'PATCH', url: '/v1/pos/configuration', payload: { processing_mins_avg: 20 } })),
  ],
  'GET /v1/pos/staff/order/status-data': [own(() => get('/v1/pos/staff/order/status-data'))],
  'POST /v1/pos/staff/order/status': [
    own(() => post('/v1/pos/staff/order/status', { pickup_enabled: true })),
  ],
  'POST /v1/pos/staff/order/{id}/status': [
    unknown((x) => post(`/v1/pos/staff/order/${x.saleId}/status`, { status: 'canceled' })),
  ],
  'GET /v1/pos/staff/order/{id}/details': [unknown((x) => get(`/v1/pos/staff/order/${x.saleId}/details`))],
  'GET /v1/pos/sale/{id}': [unknown((x) => get(`/v1/pos/sale/${x.saleId}`))],
  'POST /v1/pos/sale/search': [
    empty((x) => post('/v1/pos/sale/search', byIds('id', x.saleId))),
    empty((x) => post('/v1/pos/sale/search', { filters: { number: x.saleNumber } })),
  ],
  'POST /v1/pos/reporting/summary': [own(() => post('/v1/pos/reporting/summary', DATES))],
  'POST /v1/pos/reporting/sales-by-date': [own(() => post('/v1/pos/reporting/sales-by-date', DATES))],
  'POST /v1/pos/reporting/sales-by-contact': [own(() => post('/v1/pos/reporting/sales-by-contact', DATES))],

  'GET /v1/loyalty/program': [own(() => get('/v1/loyalty/program'))],
  'POST /v1/loyalty/program': [
    own(() =>
      post('/v1/loyalty/program', { type: 'cashback', name: 'Otro de B', configuration: { percentage: 5 } }),
    ),
  ],
  'GET /v1/loyalty/program/available': [own(() => get('/v1/loyalty/program/available'))],
  'GET /v1/loyalty/program/{id}': [unknown((x) => get(`/v1/loyalty/program/${x.programId}`))],
  'PATCH /v1/loyalty/program/{id}': [
    unknown((x) => ({
      method: 'PATCH',
      url: `/v1/loyalty/program/${x.programId}`,
      payload: { status: 'canceled' },
    })),
  ],
  'POST /v1/loyalty/transaction/prepare': [
    unknown((x) =>
      post('/v1/loyalty/transaction/prepare', {
        program_id: x.programId,
        input_method: 'phone',
        input_value: '5599990002',
      }),
    ),
    unknown((x, b) =>
      post('/v1/loyalty/transaction/prepare', {
        program_id: b.programId,
        input_method: 'code',
        input_value: x.cardCode,
      }),
    ),
  ],
  'POST /v1/loyalty/transaction/complete': [
    unknown((x) =>
      post('/v1/loyalty/transaction/complete', {
        program_id: x.programId,
        contact_phone: '5599990003',
        type: 'cashback',
        sale_amount: 100,
      }),
    ),
    unknown((x, b) =>
      post('/v1/loyalty/transaction/complete', {
        program_id: b.programId,
        contact_id: x.contactId,
        type: 'cashback',
        sale_amount: 100,
      }),
    ),
    unknown((x, b) =>
      post('/v1/loyalty/transaction/complete', {
        program_id: b.programId,
        auth_code: x.cardCode,
        type: 'cashback',
        sale_amount: 100,
        withdraw_amount: 1,
      }),
    ),
  ],
  'POST /v1/loyalty/transaction/search': [
    empty((x) => post('/v1/loyalty/transaction/search', byIds('id', x.transactionId))),
    empty((x) => post('/v1/loyalty/transaction/search', byIds('program_id', x.programId))),
    empty((x) => post('/v1/loyalty/transaction/search', byIds('contact_id', x.contactId))),
  ],
  'GET /v1/loyalty/transaction/{id}': [unknown((x) => get(`/v1/loyalty/transaction/${x.transactionId}`))],
  'POST /v1/loyalty/transaction/{id}/cancel': [
    unknown((x) => post(`/v1/loyalty/transaction/${x.transactionId}/cancel`)),
  ],
  'POST /v1/loyalty/reporting/cashback-by-date': [
    own(() => post('/v1/loyalty/reporting/cashback-by-date', DATE_TIMES)),
  ],
  'POST /v1/loyalty/reporting/cashback-by-user': [
    own(() => post('/v1/loyalty/reporting/cashback-by-user', DATE_TIMES)),
  ],
  'POST /v1/loyalty/reporting/stampcard-by-date': [
    own(() => post('/v1/loyalty/reporting/stampcard-by-date', DATE_TIMES)),
  ],
  'POST /v1/loyalty/reporting/stampcard-by-user': [
    own(() => post('/v1/loyalty/reporting/stampcard-by-user', DATE_TIMES)),
  ],

  'POST /v1/messaging/message/search': [
    empty((x) => post('/v1/messaging/message/search', byIds('id', x.messageId))),
    empty((x) => post('/v1/messaging/message/search', byIds('queueId', x.queueItemId))),
    empty((x) => post('/v1/messaging/message/search', byIds('recipient_contact_id', x.contactId))),
  ],
  'GET /v1/messaging/message/{id}': [unknown((x) => get(`/v1/messaging/message/${x.messageId}`))],
  'GET /v1/messaging/campaign/groups': [own(() => get('/v1/messaging/campaign/groups'))],
  'GET /v1/messaging/campaign/whatsapp-template': [
    own(() => get('/v1/messaging/campaign/whatsapp-template')),
  ],
  'POST /v1/messaging/campaign/search': [
    empty((x) => post('/v1/messaging/campaign/search', byIds('id', x.campaignId))),
  ],
  'POST /v1/messaging/campaign': [unknown((x) => post('/v1/messaging/campaign', campaignBody(x.tagId)))],
  'POST /v1/messaging/campaign/estimate-reach': [
    same((x) => post('/v1/messaging/campaign/estimate-reach', { segmentation: { tags: [x.tagId] } })),
  ],
  'GET /v1/messaging/campaign/{id}': [unknown((x) => get(`/v1/messaging/campaign/${x.campaignId}`))],
  'PATCH /v1/messaging/campaign/{id}': [
    unknown((x) => patch(`/v1/messaging/campaign/${x.campaignId}`, campaignBody(x.tagId))),
  ],
  'POST /v1/messaging/campaign/{id}/message-report': [
    unknown((x) => post(`/v1/messaging/campaign/${x.campaignId}/message-report`, {})),
  ],
  'POST /v1/messaging/campaign/{id}/start': [
    unknown((x) => post(`/v1/messaging/campaign/${x.campaignId}/start`)),
  ],
  'POST /v1/messaging/campaign/{id}/stop': [
    unknown((x) => post(`/v1/messaging/campaign/${x.campaignId}/stop`)),
  ],
  'POST /v1/contact/contact/search': [
    empty((x) => post('/v1/contact/contact/search', byIds('id', x.contactId))),
    empty((x) => post('/v1/contact/contact/search', { search: x.contactPhone.slice(-8) })),
  ],
  'POST /v1/contact/contact': [
    unknown((x) => post('/v1/contact/contact', { name: 'Cliente de B', tags: [x.tagId] })),
  ],
  'GET /v1/contact/contact/{id}': [unknown((x) => get(`/v1/contact/contact/${x.contactId}`))],
  'GET /v1/contact/contact/{id}/visits': [unknown((x) => get(`/v1/contact/contact/${x.contactId}/visits`))],
  'GET /v1/contact/contact/{id}/loyalty-transactions': [
    unknown((x) => get(`/v1/contact/contact/${x.contactId}/loyalty-transactions`)),
  ],
  'PATCH /v1/contact/contact/{id}': [
    unknown((x) => patch(`/v1/contact/contact/${x.contactId}`, { name: 'Cliente de B' })),
  ],
  'POST /v1/contact/contact/import': [
    unknown((x) =>
      post('/v1/contact/contact/import', {
        source: 'table',
        data: { columns: ['name', 'phone'], rows: [['Importado por B', '5599990077']] },
        tags: [x.tagId],
      }),
    ),
  ],
  'POST /v1/contact/tag/search': [empty((x) => post('/v1/contact/tag/search', byIds('id', x.tagId)))],
  'POST /v1/contact/tag': [own(() => post('/v1/contact/tag', { name: 'Grupo de B' }))],
  'GET /v1/contact/tag/{id}': [unknown((x) => get(`/v1/contact/tag/${x.tagId}`))],
  'PATCH /v1/contact/tag/{id}': [unknown((x) => patch(`/v1/contact/tag/${x.tagId}`, { name: 'Grupo de B' }))],
  'POST /v1/contact/{id}/message': [
    unknown((x) => post(`/v1/contact/${x.contactId}/message`, { content: 'Hola de B' })),
  ],
  'POST /v1/product/product/search': [
    empty((x) => post('/v1/product/product/search', byIds('id', x.serviceId, x.menuProductId))),
    empty((x) => post('/v1/product/product/search', byIds('category_id', x.categoryId))),
  ],
  'POST /v1/product/product': [
    unknown((x) =>
      post('/v1/product/product', {
        type: 'physical',
        name: 'Producto de B',
        category_id: x.categoryId,
        modifiers: [x.modifierId],
      }),
    ),
    unknown((x) =>
      post('/v1/product/product', { type: 'service', name: 'Servicio de B', users: [x.employeeId] }),
    ),
  ],
  'POST /v1/product/product/import': [
    own(() =>
      post('/v1/product/product/import', {
        rows: [{ row: 1, name: 'Producto importado por B', category: 'Categoría de B', price: 10 }],
      }),
    ),
  ],
  'GET /v1/product/product/{id}': [
    unknown((x) => get(`/v1/product/product/${x.menuProductId}`)),
    unknown((x) => get(`/v1/product/product/${x.serviceId}?with=users`)),
  ],
  'PUT /v1/product/product/{id}/image': [
    unknown((x) => put(`/v1/product/product/${x.menuProductId}/image`, { image: pngDataUrl(600, 600) })),
  ],
  'DELETE /v1/product/product/{id}/image': [
    unknown((x) => del(`/v1/product/product/${x.menuProductId}/image`)),
  ],
  'PATCH /v1/product/product/{id}': [
    unknown((x) => patch(`/v1/product/product/${x.menuProductId}`, { name: 'Tomado por B' })),
    unknown((x) => patch(`/v1/product/product/${x.serviceId}`, { users: [] })),
  ],
  'POST /v1/product/category/search': [
    empty((x) => post('/v1/product/category/search', byIds('id', x.categoryId))),
  ],
  'POST /v1/product/category': [own(() => post('/v1/product/category', { name: 'Categoría de B' }))],
  'GET /v1/product/category/{id}': [unknown((x) => get(`/v1/product/category/${x.categoryId}`))],
  'PATCH /v1/product/category/{id}': [
    unknown((x) => patch(`/v1/product/category/${x.categoryId}`, { name: 'Tomada por B' })),
  ],
  'POST /v1/product/modifier/search': [
    empty((x) => post('/v1/product/modifier/search', byIds('id', x.modifierId))),
  ],
  'POST /v1/product/modifier': [own(() => post('/v1/product/modifier', { name: 'Modificador de B' }))],
  'GET /v1/product/modifier/{id}': [unknown((x) => get(`/v1/product/modifier/${x.modifierId}`))],
  'PATCH /v1/product/modifier/{id}': [
    unknown((x) => patch(`/v1/product/modifier/${x.modifierId}`, { name: 'Tomado por B' })),
  ],

  'POST /v1/pos/payment-method/search': [
    empty((x) => post('/v1/pos/payment-method/search', byIds('id', x.paymentMethodId))),
  ],
  'POST /v1/pos/payment-method': [
    own(() =>
      post('/v1/pos/payment-method', { name: 'Efectivo de B', type: 'cash', usage_types: ['pickup'] }),
    ),
    unknown((x) =>
      post('/v1/pos/payment-method', {
        name: 'Monedero de B',
        type: 'cashback',
        usage_types: ['pickup'],
        loyalty_program_id: x.programId,
      }),
    ),
  ],
  'GET /v1/pos/payment-method/cashback-programs': [
    own(() => get('/v1/pos/payment-method/cashback-programs')),
  ],
  'GET /v1/pos/payment-method/{id}': [unknown((x) => get(`/v1/pos/payment-method/${x.paymentMethodId}`))],
  'PATCH /v1/pos/payment-method/{id}': [
    unknown((x) => patch(`/v1/pos/payment-method/${x.paymentMethodId}`, { name: 'Tomado por B' })),
  ],
  'POST /v1/pos/delivery-method/search': [
    empty((x) => post('/v1/pos/delivery-method/search', byIds('id', x.deliveryMethodId))),
  ],
  'POST /v1/pos/delivery-method': [own(() => post('/v1/pos/delivery-method', { name: 'Reparto de B' }))],
  'GET /v1/pos/delivery-method/{id}': [unknown((x) => get(`/v1/pos/delivery-method/${x.deliveryMethodId}`))],
  'PATCH /v1/pos/delivery-method/{id}': [
    unknown((x) => patch(`/v1/pos/delivery-method/${x.deliveryMethodId}`, { name: 'Tomado por B' })),
  ],

  // Public pages of B's business, given A's ids.
  'GET /v1/public/waitlist/{username}': [own((_, b) => publicGet(`/v1/public/waitlist/${b.username}`))],
  'POST /v1/public/waitlist/{username}/wait-estimate': [
    own((_, b) => publicPost(`/v1/public/waitlist/${b.username}/wait-estimate`, { group_size: 2 })),
  ],
  'POST /v1/public/waitlist/{username}/availability': [
    unknown((x, b) =>
      publicPost(`/v1/public/waitlist/${b.username}/availability`, { from: SOON, product_id: x.serviceId }),
    ),
  ],
  'POST /v1/public/waitlist/{username}/register': [
    unknown((x, b) =>
      publicPost(`/v1/public/waitlist/${b.username}/register`, {
        type: 'booking',
        name: 'Cliente Intruso',
        phone: '55 9999 0004',
        group_size: 2,
        product_id: x.serviceId,
        booking_date: `${SOON}T15:00:00-06:00`,
      }),
    ),
  ],
  'GET /v1/public/shop/{username}': [own((_, b) => publicGet(`/v1/public/shop/${b.username}`))],
  'GET /v1/public/loyalty/program/{username}': [
    own((_, b) => publicGet(`/v1/public/loyalty/program/${b.username}`)),
  ],
  'GET /v1/public/profile/{username}': [own((_, b) => publicGet(`/v1/public/profile/${b.username}`))],
  'POST /v1/public/shop/{username}/order': [
    unknown((x, b) => onlineOrder(b, { product_id: x.menuProductId })),
    unknown((x, b) => onlineOrder(b, { variant_id: x.variantId })),
    unknown((x, b) => onlineOrder(b, { modifiers: [{ modifier_id: x.modifierId, option_id: x.optionId }] })),
    unknown((x, b) =>
      onlineOrder(b, { modifiers: [{ modifier_id: b.menu.modifierId, option_id: x.optionId }] }),
    ),
    unknown((x, b) => onlineOrder(b, {}, { payment_method_id: x.paymentMethodId })),
    unknown((x, b) =>
      onlineOrder(
        b,
        {},
        {
          delivery_type: 'delivery',
          delivery_method_id: x.deliveryMethodId,
          address: { formatted_address: 'Calle Falsa 123' },
        },
      ),
    ),
  ],
  // Surveys (issue 22).
  'POST /v1/survey/form/search': [empty((x) => post('/v1/survey/form/search', byIds('id', x.surveyFormId)))],
  'POST /v1/survey/form': [
    own(() =>
      post('/v1/survey/form', {
        title: 'Otra de B',
        fields: [{ id: 'Bq02', type: 'yes_no', title: '¿Sí?' }],
      }),
    ),
  ],
  'POST /v1/invoicing/sat-certificate/search': [
    empty((x) => post('/v1/invoicing/sat-certificate/search', byIds('id', x.satCertificateId))),
  ],
  'GET /v1/invoicing/sat-certificate/{id}': [
    unknown((x) => get(`/v1/invoicing/sat-certificate/${x.satCertificateId}`)),
  ],
  'POST /v1/invoicing/sat-certificate': [own(() => post('/v1/invoicing/sat-certificate', TEST_CSD_UPLOAD))],
  'GET /v1/invoicing/invoice/{id}/pdf': [unknown((x) => get(`/v1/invoicing/invoice/${x.invoiceId}/pdf`))],
  'GET /v1/invoicing/invoice/{id}/xml': [unknown((x) => get(`/v1/invoicing/invoice/${x.invoiceId}/xml`))],
  'POST /v1/invoicing/invoice/{id}/send-email': [
    unknown((x) =>
      post(`/v1/invoicing/invoice/${x.invoiceId}/send-email`, {
        emails: ['cliente@b.test'],
        recipient_name: 'Cliente de B',
      }),
    ),
  ],
  'POST /v1/invoicing/invoice/{id}/send-whatsapp': [
    unknown((x) => post(`/v1/invoicing/invoice/${x.invoiceId}/send-whatsapp`, { phone: '5512345678' })),
  ],
  // Sale invoicing: settings and the automatic facturas globales (issue 24, session 8).
  'GET /v1/invoicing/sale-settings': [own(() => get('/v1/invoicing/sale-settings'))],
  'PUT /v1/invoicing/sale-settings': [
    own(() =>
      put('/v1/invoicing/sale-settings', { global_periodicity: 'monthly', self_invoice_grace_days: 3 }),
    ),
  ],
  'POST /v1/invoicing/global-run/search': [
    empty((x) => post('/v1/invoicing/global-run/search', byIds('id', x.globalRunId))),
  ],
  'GET /v1/invoicing/global-run/{id}/sales.csv': [
    unknown((x) => get(`/v1/invoicing/global-run/${x.globalRunId}/sales.csv`)),
  ],
  // Invoices and the issuer profile (issue 24).
  'GET /v1/invoicing/issuer': [own(() => get('/v1/invoicing/issuer'))],
  'PUT /v1/invoicing/issuer': [
    own(() => put('/v1/invoicing/issuer', { regimen_fiscal: '601', lugar_expedicion: '06600' })),
  ],
  'POST /v1/invoicing/invoice/search': [
    empty((x) => post('/v1/invoicing/invoice/search', byIds('id', x.invoiceId))),
    empty((x) => post('/v1/invoicing/invoice/search', byIds('contact_id', x.contactId))),
  ],
  'GET /v1/invoicing/invoice/{id}': [unknown((x) => get(`/v1/invoicing/invoice/${x.invoiceId}`))],
  'GET /v1/invoicing/invoice/{id}/for-edit': [
    unknown((x) => get(`/v1/invoicing/invoice/${x.invoiceId}/for-edit`)),
  ],
  'GET /v1/invoicing/invoice/{id}/for-copy': [
    unknown((x) => get(`/v1/invoicing/invoice/${x.invoiceId}/for-copy`)),
  ],
  'POST /v1/invoicing/invoice': [
    unknown((x) =>
      post('/v1/invoicing/invoice', {
        cfdi_tipo_comprobante: 'I',
        contact_id: x.contactId,
        items: [{ name: 'Banquete', quantity: 1, price_input: 100, tax_id: 'iva16' }],
      }),
    ),
  ],
  'PATCH /v1/invoicing/invoice/{id}': [
    unknown((x) =>
      patch(`/v1/invoicing/invoice/${x.invoiceId}`, {
        contact_id: x.contactId,
        items: [{ name: 'Banquete', quantity: 1, price_input: 100 }],
      }),
    ),
  ],
  'POST /v1/invoicing/invoice/{id}/stamp': [
    unknown((x) => post(`/v1/invoicing/invoice/${x.invoiceId}/stamp`)),
  ],
  'POST /v1/invoicing/invoice/{id}/cancel': [
    unknown((x) => post(`/v1/invoicing/invoice/${x.invoiceId}/cancel`, { motivo: '02' })),
  ],
  'POST /v1/invoicing/reporting/receivable-aging-by-contact': [
    own(() => post('/v1/invoicing/reporting/receivable-aging-by-contact')),
  ],
  'POST /v1/invoicing/reporting/receivable-aging-by-invoice': [
    own(() => post('/v1/invoicing/reporting/receivable-aging-by-invoice')),
  ],
  'POST /v1/invoicing/contact/search': [
    empty((x) => post('/v1/invoicing/contact/search', byIds('id', x.contactId))),
  ],
  'PUT /v1/invoicing/contact/{id}/cfdi': [
    unknown((x) =>
      put(`/v1/invoicing/contact/${x.contactId}/cfdi`, {
        cfdi_nombre: 'INTRUSO',
        cfdi_rfc: 'URE180429TM6',
        cfdi_regimen_fiscal: '601',
        cfdi_uso_cfdi: 'G03',
        cfdi_codigo_postal: '86991',
      }),
    ),
  ],
  'GET /v1/survey/form/{id}': [unknown((x) => get(`/v1/survey/form/${x.surveyFormId}`))],
  'PATCH /v1/survey/form/{id}': [
    unknown((x) =>
      patch(`/v1/survey/form/${x.surveyFormId}`, {
        title: 'De B',
        fields: [{ id: 'Bq03', type: 'text', title: 'X' }],
      }),
    ),
  ],
  'PATCH /v1/survey/form/{id}/status': [
    unknown((x) => patch(`/v1/survey/form/${x.surveyFormId}/status`, { status: 'inactive' })),
  ],
  'POST /v1/survey/response/search-by-form/{id}': [
    unknown((x) => post(`/v1/survey/response/search-by-form/${x.surveyFormId}`)),
  ],
  'POST /v1/survey/response/summary-by-form/{id}': [
    unknown((x) => post(`/v1/survey/response/summary-by-form/${x.surveyFormId}`)),
  ],
  'GET /v1/survey/kiosk/form': [own(() => get('/v1/survey/kiosk/form'))],
  'GET /v1/survey/kiosk/form/{id}': [unknown((x) => get(`/v1/survey/kiosk/form/${x.surveyFormId}`))],
  'POST /v1/survey/kiosk/form/{id}/response': [
    unknown((x) => post(`/v1/survey/kiosk/form/${x.surveyFormId}/response`, { answers: { Cal1: 5 } })),
  ],
  'GET /v1/public/survey/{username}/{id}': [
    unknown((x, b) => publicGet(`/v1/public/survey/${b.username}/${x.surveyFormId}`)),
  ],
  'GET /v1/automation/recipe': [own(() => get('/v1/automation/recipe'))],
  'GET /v1/automation/recipe/{id}': [unknown((x) => get(`/v1/automation/recipe/${x.recipeId}`))],
  'POST /v1/automation/recipe': [
    own(() =>
      post('/v1/automation/recipe', {
        if_id: 1,
        then_id: 2,
        title: 'Automatización de B',
        params: { then_config: { channel: 'sms', message: 'Hola de B' } },
      }),
    ),
  ],
  'PATCH /v1/automation/recipe/{id}': [
    unknown((x) => patch(`/v1/automation/recipe/${x.recipeId}`, { title: 'Cambio de B' })),
  ],
  'PATCH /v1/automation/recipe/{id}/status': [
    unknown((x) => patch(`/v1/automation/recipe/${x.recipeId}/status`, { status: 'inactive' })),
  ],
  'POST /v1/automation/if/search': [own(() => post('/v1/automation/if/search', {}))],
  'POST /v1/automation/then/search': [own(() => post('/v1/automation/then/search', {}))],
  'GET /v1/automation/if-then': [own(() => get('/v1/automation/if-then'))],
  'POST /v1/public/survey/{username}/{id}/response': [
    unknown((x, b) =>
      publicPost(`/v1/public/survey/${b.username}/${x.surveyFormId}/response`, { answers: { Cal1: 5 } }),
    ),
  ],
};

/** Routes with nothing of a company to cross, and why. */
export const CROSS_TENANT_EXEMPT: Readonly<Record<string, string>> = {
  'GET /healthz': 'server health, no company data',
  'GET /v1/invoicing/tax': 'the same fixed list of item taxes for every company; takes no id',
  'GET /v1/events': 'a stream of hints for the caller’s own location only; takes no id (live-events.test.ts)',
  'POST /v1/business/onboard/location':
    'creates a company, or a location of the caller’s own; category_id is global',
  'GET /v1/public/queue/{code}': 'the customer’s secret link: the code alone names the turn, whoever asks',
  'POST /v1/public/queue/{code}/confirmation': 'the customer’s secret link to their own turn',
  'GET /v1/public/order/{code}': 'the customer’s secret link to their own order',
  'GET /v1/public/self-invoice/{code}': 'the customer’s secret self-invoice link of their own purchase',
  'POST /v1/public/self-invoice/{code}': 'the customer’s secret self-invoice link of their own purchase',
  'GET /v1/public/loyalty/card/{token}': 'the customer’s secret link to their own card',
  'GET /v1/public/profile/{username}/logo':
    'a business’s public logo by its link: the path names no row of a company',
  'GET /v1/public/product-image/{id}':
    'a product’s public picture, shown on its business’s public menu: the id names that business',
  'GET /v1/public/product-image/{id}/thumb':
    'the same picture’s public thumbnail, shown on the same menu: the id names that business',
  'GET /v1/public/invoice-pdf/{token}':
    'a signed link names its company and invoice; forged, expired or another company’s: invoice-delivery.test.ts',
  'GET /v1/public/invoice-xml/{token}':
    'the XML twin of the signed PDF link (a PDF token does not open it: self-invoice-worker.test.ts)',
  'GET /v1/user/invite/{token}': 'the invitee’s secret link, before any session',
  'POST /v1/user/invite/{token}/accept': 'the invitee’s secret link, before any session',
  'POST /v1/user/account/exists': 'a person’s account, before any company',
  'POST /v1/user/account/login': 'the caller’s own credentials',
  'POST /v1/user/account/login-with-code': 'the caller’s own access code',
  'POST /v1/user/account/login-oauth': 'the caller’s own signed provider result',
  'POST /v1/user/account/create': 'creates the caller’s own account',
  'POST /v1/user/account/create-oauth': 'creates the caller’s own account',
  'POST /v1/user/account/logout': 'ends the caller’s own session',
  'POST /v1/user/account/verify-email-resend': 'sends the caller’s own verification link; takes no id',
  'POST /v1/user/account/otp-send': 'the caller’s own phone',
  'POST /v1/user/account/otp-verify': 'the caller’s own phone',
  'POST /v1/user/account/reset-request': 'a person’s password e-mail, answered alike for any address',
  'POST /v1/user/account/reset-confirm': 'the person’s secret link',
  'POST /v1/user/account/verify-email': 'the person’s secret link',
  'POST /v1/auth/{provider}/redirect-url': 'starts the caller’s own Google sign-in',
  'GET /v1/auth/{provider}/callback': 'the provider’s redirect back to the caller’s own sign-in',
  'POST /public/webhooks/twilio/inbound': 'signed by the provider, keyed by the sender’s phone',
  'POST /public/webhooks/twilio/status': 'signed by the provider, keyed by its own message id',
  'GET /public/webhooks/whatsapp': 'the provider’s subscription handshake',
  'POST /public/webhooks/whatsapp': 'signed by the provider, keyed by its own message id',
  'PATCH /v1/subscription/subscription/set-auto-recharge':
    'the caller’s own subscription; pack ids are platform-wide reference data (subscription.test.ts)',
  'POST /v1/subscription/checkout':
    'pays for the caller’s own company; plan and pack ids are platform-wide reference data',
  'GET /v1/subscription/subscription/billing-portal':
    'takes no id: opens the portal of the caller’s own company’s Stripe customer (stripe-payments.test.ts)',
  'POST /public/webhooks/stripe':
    'signed by Stripe; names the company the server itself put in the Checkout metadata',
};
