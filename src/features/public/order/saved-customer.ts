import type { CheckoutValues } from './checkout-rules';

/** What the checkout remembers on this device for the next order: who and where. */
export type SavedCustomer = Pick<CheckoutValues, 'name' | 'phone' | 'address' | 'reference'>;

const STORAGE_KEY = 'mostrador-customer';
const FIELDS = ['name', 'phone', 'address', 'reference'] as const;

function storage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    // Storage blocked (privacy modes): nothing is remembered.
    return null;
  }
}

/** The details of the last order placed on this device (empty strings when none). */
export function readSavedCustomer(): SavedCustomer {
  const saved: SavedCustomer = { name: '', phone: '', address: '', reference: '' };
  try {
    const value: unknown = JSON.parse(storage()?.getItem(STORAGE_KEY) ?? '{}');
    if (typeof value !== 'object' || value === null) return saved;
    for (const field of FIELDS) {
      const text = (value as Record<string, unknown>)[field];
      if (typeof text === 'string') saved[field] = text;
    }
  } catch {
    // Unreadable: start empty.
  }
  return saved;
}

export function saveCustomer(values: CheckoutValues): void {
  const saved: SavedCustomer = {
    name: values.name.trim(),
    phone: values.phone.trim(),
    address: values.address.trim(),
    reference: values.reference.trim(),
  };
  try {
    storage()?.setItem(STORAGE_KEY, JSON.stringify(saved));
  } catch {
    // Quota or blocked storage: the next order starts empty.
  }
}
