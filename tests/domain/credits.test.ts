import { describe, expect, it } from 'vitest';
import { balanceColor, creditsText, usedPercent } from '../../src/features/subscription/credits-usage';

describe('credits in the drawer footer', () => {
  it.each([
    [{ type_plural: 'Mensajes', used: 12, total: 100, format: 'number' as const }, 'Mensajes: 12 de 100'],
    [
      { type_plural: 'Mensajes', used: 1500, total: 2000, format: 'number' as const },
      'Mensajes: 1,500 de 2,000',
    ],
    [{ type_plural: 'Saldo', used: 12.5, total: 200, format: 'money' as const }, 'Saldo: $12.50 de $200.00'],
  ])('%o → %s', (credits, text) => {
    expect(creditsText(credits)).toBe(text);
  });

  it.each([
    [0, 100, 0],
    [25, 100, 25],
    [150, 100, 100],
    [0, 0, 100],
  ])('%d used of %d is %d %%', (used, total, percent) => {
    expect(usedPercent({ type_plural: 'Mensajes', used, total, format: 'number' })).toBe(percent);
  });

  it.each([
    [0, 'green'],
    [60, 'green'],
    [60.1, 'orange'],
    [85, 'orange'],
    [85.1, 'red'],
    [100, 'red'],
  ])('balance bar at %d %% used is %s (01 §9)', (percent, color) => {
    expect(balanceColor(percent)).toBe(color);
  });
});
