import { describe, expect, it } from 'vitest';
import { amountInWords } from '../../src/domain/invoicing/amount-in-words';

describe('a total in words (Spanish, as Mexican invoices print it)', () => {
  it.each([
    ['1200.50', 'MIL DOSCIENTOS PESOS 50/100 M.N.'],
    ['0', 'CERO PESOS 00/100 M.N.'],
    ['0.99', 'CERO PESOS 99/100 M.N.'],
    ['1', 'UN PESO 00/100 M.N.'],
    ['15', 'QUINCE PESOS 00/100 M.N.'],
    ['21', 'VEINTIÚN PESOS 00/100 M.N.'],
    ['22.05', 'VEINTIDÓS PESOS 05/100 M.N.'],
    ['31', 'TREINTA Y UN PESOS 00/100 M.N.'],
    ['100', 'CIEN PESOS 00/100 M.N.'],
    ['101', 'CIENTO UN PESOS 00/100 M.N.'],
    ['116', 'CIENTO DIECISÉIS PESOS 00/100 M.N.'],
    ['999.999', 'MIL PESOS 00/100 M.N.'],
    ['1001', 'MIL UN PESOS 00/100 M.N.'],
    ['21000', 'VEINTIÚN MIL PESOS 00/100 M.N.'],
    ['100000', 'CIEN MIL PESOS 00/100 M.N.'],
    ['101000', 'CIENTO UN MIL PESOS 00/100 M.N.'],
    ['571234.7', 'QUINIENTOS SETENTA Y UN MIL DOSCIENTOS TREINTA Y CUATRO PESOS 70/100 M.N.'],
    ['1000000', 'UN MILLÓN DE PESOS 00/100 M.N.'],
    ['2500000', 'DOS MILLONES QUINIENTOS MIL PESOS 00/100 M.N.'],
    ['21000000', 'VEINTIÚN MILLONES DE PESOS 00/100 M.N.'],
    ['1001001', 'UN MILLÓN MIL UN PESOS 00/100 M.N.'],
  ])('%s → %s', (total, words) => {
    expect(amountInWords(total)).toBe(words);
  });

  it('names the currency of a foreign-currency invoice', () => {
    expect(amountInWords('1', 'USD')).toBe('UN DÓLAR 00/100 USD');
    expect(amountInWords('250.10', 'USD')).toBe('DOSCIENTOS CINCUENTA DÓLARES 10/100 USD');
  });
});
