import { describe, expect, it } from 'vitest';
import {
  isStatementDescriptor,
  normaliseStatementDescriptor,
} from '../../src/domain/rules/statement-descriptor';

describe('statement descriptor rule (02 §5 Payment methods)', () => {
  it.each([
    ['taqueria', 'TAQUERIA'],
    ['Taquería El Güero', 'TAQUERIAELGUE'],
    ['tacos-2 go!', 'TACOS2GO'],
    ['Niño 123', 'NINO123'],
    ['ABCDEFGHIJKLMNOP', 'ABCDEFGHIJKLM'],
    ['  ', ''],
    ['¿?', ''],
  ])('typing %j keeps %j (uppercase, other characters stripped, at most 13)', (typed, kept) => {
    expect(normaliseStatementDescriptor(typed)).toBe(kept);
  });

  it.each([
    ['TAQUERIA1', true],
    ['ABC', true],
    ['ABCDEFGHIJKLM', true],
    ['AB', false],
    ['ABCDEFGHIJKLMN', false],
    ['taqueria', false],
    ['TACO LOCO', false],
    ['', false],
  ])('%j is a valid descriptor: %s (3 to 13 uppercase letters or digits)', (text, valid) => {
    expect(isStatementDescriptor(text)).toBe(valid);
  });
});
