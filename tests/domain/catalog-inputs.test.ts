import { describe, expect, it } from 'vitest';
import {
  durationProblem,
  modifierCode,
  namedRows,
  optionPrice,
  stripPriceText,
} from '../../src/domain/rules/catalog-inputs';

describe('catalog inputs (02 §5 Products)', () => {
  it.each([
    ['Salsa extra picante', 'salsa-extra-picante'],
    ['  Tamaño / Término ', 'tamano-termino'],
    ['¡Añade más!', 'anade-mas'],
    ['Papas 2x1', 'papas-2x1'],
    ['x'.repeat(120), 'x'.repeat(100)],
  ])('the code of %j is %j', (name, code) => {
    expect(modifierCode(name)).toBe(code);
  });

  it.each([
    ['$ 12.50', '12.50'],
    ['1,200', '1200'],
    ['abc', ''],
    ['15 pesos', '15'],
  ])('the option price %j is stripped to %j', (typed, kept) => {
    expect(stripPriceText(typed)).toBe(kept);
  });

  it('reads an option price: empty is 0, a number stays', () => {
    expect(optionPrice('')).toBe(0);
    expect(optionPrice('$12.5')).toBe(12.5);
    expect(optionPrice(7)).toBe(7);
    expect(optionPrice('1.2.3')).toBeNaN();
  });

  it('drops option rows without a name', () => {
    expect(namedRows([{ name: 'Roja' }, { name: '' }, { name: '  ' }, { name: 'Verde' }])).toEqual([
      { name: 'Roja' },
      { name: 'Verde' },
    ]);
  });

  it.each([
    [0, 'min'],
    [4, 'min'],
    [5, null],
    [7, 'step'],
    [90, null],
  ] as const)('a service of %i minutes: %s', (minutes, problem) => {
    expect(durationProblem(minutes)).toBe(problem);
  });
});
