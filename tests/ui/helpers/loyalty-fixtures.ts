import type {
  LoyaltyComplete,
  LoyaltyPrepare,
  LoyaltyProgram,
  LoyaltyTransaction,
} from '../../../src/domain/contract/loyalty';

/** The demo's cashback program: 5%, no minimum, no cap. */
export function cashbackProgram(overrides: Partial<LoyaltyProgram> = {}): LoyaltyProgram {
  return {
    id: 1,
    type: 'cashback',
    name: 'Monedero Taquero',
    conditions: null,
    status: 'active',
    validity_days: 365,
    redeem_days: null,
    max_transacts_day: 3,
    min_purchase: 0,
    style_name_singular: 'Sello',
    style_name_plural: 'Sellos',
    style_icon: '💰',
    filters: { product_ids: [], category_ids: [] },
    configuration: { percentage: 5, max_earn_amount: null, required_quantity: null },
    created_at: '2026-11-01T12:00:00.000Z',
    updated_at: '2026-11-01T12:00:00.000Z',
    ...overrides,
  };
}

/** The demo's stamp card: 5 stamps, $80 minimum. */
export function stampProgram(overrides: Partial<LoyaltyProgram> = {}): LoyaltyProgram {
  return cashbackProgram({
    id: 2,
    type: 'stampcard',
    name: 'Tarjeta de tacos',
    redeem_days: 30,
    min_purchase: 80,
    style_icon: '🌮',
    configuration: { percentage: null, max_earn_amount: null, required_quantity: 5 },
    ...overrides,
  });
}

/** A prepare answer for a known customer read by code (cashback balance $120). */
export function prepared(overrides: Partial<LoyaltyPrepare> = {}): LoyaltyPrepare {
  return {
    recipient: { id: 5, name: 'Lucía Hernández', phone: '+525512345678' },
    progress: { user_balance: 120, current_quantity: 0, required_quantity: null, rewards: [] },
    program: cashbackProgram(),
    auth_code: '123456',
    ...overrides,
  };
}

export function loyaltyTransaction(overrides: Partial<LoyaltyTransaction> = {}): LoyaltyTransaction {
  return {
    id: 31,
    code: 'LT-000031',
    status: 'active',
    created_at: '2026-11-23T19:00:00.000Z',
    type: 'cashback',
    sale_amount: 200,
    reference: null,
    input_method: 'code',
    program: { id: 1, name: 'Monedero Taquero' },
    contact: { id: 5, name: 'Lucía Hernández', phone: '+525512345678' },
    user: { id: 1, name: 'Ana Dueña' },
    cashback: { amount: 10, used: 0, percentage: 5 },
    stampcard: null,
    canceled_at: null,
    ...overrides,
  };
}

/** A complete answer; the customer's message queued unless told otherwise. */
export function completed(overrides: Partial<LoyaltyComplete> = {}): LoyaltyComplete {
  return {
    transaction: loyaltyTransaction(),
    progress: { user_balance: 130, current_quantity: 0, required_quantity: null, rewards: [] },
    reward_granted: false,
    message: 'queued',
    card_url: 'http://localhost/tarjeta/abcdefghijklmnopqrstuv',
    ...overrides,
  };
}
