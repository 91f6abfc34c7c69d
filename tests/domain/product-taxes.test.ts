import { describe, expect, it } from 'vitest';
import { type IvaKind, preTaxBase } from '../../src/domain/rules/product-taxes';

describe('the pre-tax base of a price that includes its taxes (4 decimals, half-up)', () => {
  it.each<[number | string, IvaKind, number | null, string]>([
    [116, 'iva16', null, '100.0000'],
    [100, 'iva16', null, '86.2069'],
    [45, 'iva16', null, '38.7931'],
    ['1250.50', 'iva16', null, '1078.0172'],
    [0.01, 'iva16', null, '0.0086'],
    [0, 'iva16', null, '0.0000'],
    [100, 'iva0', null, '100.0000'],
    [100, 'exento', null, '100.0000'],
    // IEPS 8 % on the base, IVA 16 % on base + IEPS: 100 / (1 + 0.08 × 1.16 + 0.16) = 100 / 1.2528.
    [100, 'iva16', 8, '79.8212'],
    [125.28, 'iva16', 8, '100.0000'],
    // Beer: IEPS 26.5 %, IVA 16 %: 100 / 1.4674.
    [100, 'iva16', 26.5, '68.1477'],
    [100, 'exento', 8, '92.5926'],
  ])('%s with %s and IEPS %s %% → %s', (price, iva, ieps, base) => {
    expect(preTaxBase(price, { tax_iva: iva, ieps_percent: ieps })).toBe(base);
  });
});
