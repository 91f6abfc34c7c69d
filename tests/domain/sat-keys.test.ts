import { describe, expect, it } from 'vitest';
import { proposedSatKeys, SAT_PRODUCT_KEY, SAT_UNIT_KEY } from '../../src/domain/rules/sat-keys';

describe('SAT keys proposed from the category', () => {
  it.each([
    ['Bebidas', '50202300', 'H87'],
    ['Aguas frescas', '50202300', 'H87'],
    ['Café y té', '50202300', 'H87'],
    ['Cervezas', '50202200', 'H87'],
    ['Vinos y licores', '50202200', 'H87'],
    ['Tacos', '90101501', 'E48'],
    ['Postres', '90101501', 'E48'],
    [null, '90101501', 'E48'],
  ])('%s → %s / %s', (category, product, unit) => {
    const keys = proposedSatKeys(category);
    expect([keys.sat_product_key, keys.sat_unit_key]).toEqual([product, unit]);
    expect(SAT_PRODUCT_KEY.test(keys.sat_product_key)).toBe(true);
    expect(SAT_UNIT_KEY.test(keys.sat_unit_key)).toBe(true);
  });

  it('"té" does not match inside other words', () => {
    expect(proposedSatKeys('Tortas y tentempiés').sat_product_key).toBe('90101501');
  });
});
