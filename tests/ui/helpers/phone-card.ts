import { screen } from '@testing-library/react';
import { expect } from 'vitest';

/**
 * The one phone card named `name`: lists render a table and cards, and CSS (absent in jsdom)
 * shows the cards on phones only, so the card is the match outside any table.
 */
export function phoneCard(role: 'link' | 'button', name: string): HTMLElement {
  const cards = screen.getAllByRole(role, { name }).filter((element) => element.closest('table') === null);
  expect(cards).toHaveLength(1);
  return cards[0] as HTMLElement;
}
