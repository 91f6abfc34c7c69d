import { useCallback, useEffect, useState } from 'react';
import { randomId } from '../../../domain/rules/random-id';
import { type CartLine, clampQuantity, sameChoice } from './cart-lines';

const storageKey = (username: string) => `mostrador-cart:${username}`;

function storage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    // Storage blocked (privacy modes): the cart lives only while the page is open.
    return null;
  }
}

function isCartLine(value: unknown): value is CartLine {
  if (typeof value !== 'object' || value === null) return false;
  const line = value as Record<string, unknown>;
  return (
    typeof line.key === 'string' &&
    typeof line.product_id === 'number' &&
    (line.variant_id === null || typeof line.variant_id === 'number') &&
    Array.isArray(line.modifiers) &&
    typeof line.quantity === 'number' &&
    typeof line.notes === 'string'
  );
}

/** The cart saved on this device for one shop; anything unreadable is an empty cart. */
export function readCart(username: string): CartLine[] {
  try {
    const value: unknown = JSON.parse(storage()?.getItem(storageKey(username)) ?? '[]');
    return Array.isArray(value) ? value.filter(isCartLine) : [];
  } catch {
    return [];
  }
}

function writeCart(username: string, lines: CartLine[]): void {
  try {
    if (lines.length === 0) storage()?.removeItem(storageKey(username));
    else storage()?.setItem(storageKey(username), JSON.stringify(lines));
  } catch {
    // Quota or blocked storage: the cart still works, it just does not survive a reload.
  }
}

export type NewCartLine = Omit<CartLine, 'key'>;

/** The customer's cart of one shop, kept in localStorage so it survives a reload. */
export function useCart(username: string) {
  const [lines, setLines] = useState<CartLine[]>(() => readCart(username));

  useEffect(() => writeCart(username, lines), [username, lines]);

  const add = useCallback((next: NewCartLine) => {
    setLines((current) => {
      const same = current.find((line) => sameChoice(line, next));
      if (!same) return [...current, { ...next, key: randomId() }];
      return current.map((line) =>
        line === same ? { ...line, quantity: clampQuantity(line.quantity + next.quantity) } : line,
      );
    });
  }, []);

  const setQuantity = useCallback((key: string, quantity: number) => {
    setLines((current) =>
      current.map((line) => (line.key === key ? { ...line, quantity: clampQuantity(quantity) } : line)),
    );
  }, []);

  const remove = useCallback((key: string) => {
    setLines((current) => current.filter((line) => line.key !== key));
  }, []);

  const clear = useCallback(() => setLines([]), []);

  return { lines, add, setQuantity, remove, clear };
}

export type Cart = ReturnType<typeof useCart>;
