import { describe, expect, it } from 'vitest';
import { MONEY_INPUT_MESSAGES, moneyAmount, readMoney } from '../../src/domain/rules/money-input';

describe('money typed in any money box (issue 17 §6)', () => {
  it.each<[number | string, number]>([
    ['150', 150],
    ['150.0', 150],
    ['150.00', 150],
    ['150.', 150],
    ['150.5', 150.5],
    ['150.50', 150.5],
    ['50.25', 50.25],
    ['1,500.00', 1500],
    ['1,500', 1500],
    ['1,234,567.89', 1234567.89],
    ['$1,500.00', 1500],
    ['$ 20.00', 20],
    ['  100.00 ', 100],
    ['.5', 0.5],
    ['0', 0],
    ['0.00', 0],
    [150, 150],
    [150.5, 150.5],
    [0, 0],
  ])('reads %j as %d', (input, amount) => {
    expect(readMoney(input)).toEqual({ kind: 'amount', amount });
    expect(moneyAmount(input)).toBe(amount);
  });

  it.each<[string | null | undefined]>([[''], ['   '], ['$'], [null], [undefined]])(
    'reads %j as empty',
    (input) => {
      expect(readMoney(input)).toEqual({ kind: 'empty' });
      expect(moneyAmount(input)).toBeNull();
    },
  );

  it.each<[number | string, string]>([
    ['abc', MONEY_INPUT_MESSAGES.invalid],
    ['12abc', MONEY_INPUT_MESSAGES.invalid],
    ['1,5', MONEY_INPUT_MESSAGES.invalid],
    ['1,50.00', MONEY_INPUT_MESSAGES.invalid],
    ['1.500,00', MONEY_INPUT_MESSAGES.invalid],
    ['1e3', MONEY_INPUT_MESSAGES.invalid],
    ['0x10', MONEY_INPUT_MESSAGES.invalid],
    ['.', MONEY_INPUT_MESSAGES.invalid],
    ['1 500', MONEY_INPUT_MESSAGES.invalid],
    ['150.005', MONEY_INPUT_MESSAGES.decimals],
    ['150.000', MONEY_INPUT_MESSAGES.decimals],
    ['-5', MONEY_INPUT_MESSAGES.negative],
    [-5, MONEY_INPUT_MESSAGES.negative],
    [0.1 + 0.2, MONEY_INPUT_MESSAGES.decimals],
    [Number.NaN, MONEY_INPUT_MESSAGES.invalid],
    [Number.POSITIVE_INFINITY, MONEY_INPUT_MESSAGES.invalid],
  ])('refuses %j with a clear message', (input, message) => {
    expect(readMoney(input)).toEqual({ kind: 'invalid', message });
    expect(moneyAmount(input)).toBeNull();
  });
});
