import { describe, expect, it } from 'vitest';
import {
  cleanAccessCode,
  cleanPhone,
  cleanPhoneOrCode,
  DEFAULT_PHONE_PREFIX,
  identifierKind,
  isValidAccessPhone,
  isValidEmail,
  isValidLoyaltyCode,
  isValidLoyaltyPhone,
  isValidOtp,
  PHONE_PREFIXES,
  parseLoginIdentifier,
  toE164,
} from '../../src/domain/rules/phone';

describe('access phone (02 §5 Access)', () => {
  it.each([
    ['5512345678', true],
    ['55 1234 5678', true],
    ['(55) 1234-5678', true],
    ['+525512345678', true], // + and 12 digits
    ['+15551234567', true], // + and 11 digits
    ['+5215512345678', true], // + and 13 digits
    ['+52 (55) 1234-5678', true],
    ['551234567', false], // 9 digits
    ['55123456789', false], // 11 digits without +
    ['+5512345678', false], // + and 10 digits
    ['+52155123456789', false], // + and 14 digits
    ['55.1234.5678', false], // dots are not stripped
    ['55123a5678', false],
    ['++525512345678', false],
    ['', false],
  ])('%s → %s', (input, valid) => {
    expect(isValidAccessPhone(input)).toBe(valid);
  });

  it('cleaning strips spaces, dashes and parentheses only', () => {
    expect(cleanPhone(' (55) 1234-5678 ')).toBe('5512345678');
    expect(cleanPhone('+52 55.1234')).toBe('+5255.1234');
  });

  it('the default prefix is +52 and the offered prefixes are +1, +52, +55, +57', () => {
    expect(DEFAULT_PHONE_PREFIX).toBe('+52');
    expect([...PHONE_PREFIXES]).toEqual(['+1', '+52', '+55', '+57']);
  });

  it.each([
    ['55 1234 5678', undefined, '+525512345678'],
    ['5512345678', '+1', '+15512345678'],
    ['+57 300 123 4567', undefined, '+573001234567'],
  ])('toE164(%s, %s) → %s', (input, prefix, expected) => {
    expect(toE164(input, prefix)).toBe(expected);
  });
});

describe('login identifier (02 §5 Access)', () => {
  it.each([
    ['ana@taqueria.demo', 'email'],
    ['anfitrion@', 'email'],
    ['5512345678', 'phone'],
    ['ana.taqueria.demo', 'phone'],
  ] as const)('%s is read as %s', (input, kind) => {
    expect(identifierKind(input)).toBe(kind);
  });

  it.each([
    ['dueno@taqueria.demo', true],
    ['  dueno@taqueria.demo  ', true],
    ['dueno@taqueria', false],
    ['dueno taqueria@demo.mx', false],
    ['@taqueria.demo', false],
    ['dueno@@taqueria.demo', false],
  ])('e-mail %s → %s', (input, valid) => {
    expect(isValidEmail(input)).toBe(valid);
  });
});

describe('login identifier parsing (identify step)', () => {
  it.each([
    ['dueno@taqueria.demo', { email: 'dueno@taqueria.demo' }],
    ['  Dueno@Taqueria.Demo ', { email: 'dueno@taqueria.demo' }],
    ['55 1234 5678', { phone: '5512345678' }],
    ['(55) 1234-5678', { phone: '5512345678' }],
    ['+52 55 1234 5678', { phone: '+525512345678' }],
    ['dueno@taqueria', null],
    ['12345', null],
    ['dueno', null],
    ['', null],
  ])('%s → %j', (input, expected) => {
    expect(parseLoginIdentifier(input)).toEqual(expected);
  });
});

describe('loyalty phone or code (01 §5.1)', () => {
  it('keeps only digits and +', () => {
    expect(cleanPhoneOrCode(' +52 (55) 1234-5678 ')).toBe('+525512345678');
    expect(cleanPhoneOrCode('12a34b56')).toBe('123456');
  });

  it.each([
    ['5512345678', true], // 10 digits
    ['55-1234-5678', true],
    ['+525512345678', true], // 13 characters
    ['+5215512345678', true], // 14 characters
    ['+15551234567', false], // 12 characters
    ['+52155123456789', false], // 15 characters
    ['551234567', false],
    ['55123456789', false],
    ['', false],
  ])('phone %s → %s', (input, valid) => {
    expect(isValidLoyaltyPhone(input)).toBe(valid);
  });

  it.each([
    ['123456', true],
    ['123 456', true],
    ['12345', false],
    ['1234567', false],
    ['+123456', false],
    ['', false],
  ])('code %s → %s', (input, valid) => {
    expect(isValidLoyaltyCode(input)).toBe(valid);
  });
});

describe('access code and one-time code (02 §5 Access)', () => {
  it.each([
    ['ab12-cd', 'AB12CD'],
    [' x y z 9 ', 'XYZ9'],
    ['ñandú-7', 'AND7'], // codes are ASCII: accented letters are dropped,
    ['', ''],
  ])('access code %s → %s', (input, expected) => {
    expect(cleanAccessCode(input)).toBe(expected);
  });

  it.each([
    ['123456', true],
    ['12345', false],
    ['1234567', false],
    ['12345a', false],
    ['', false],
  ])('one-time code %s → %s', (input, valid) => {
    expect(isValidOtp(input)).toBe(valid);
  });
});
