import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import {
  CreateAccountBodySchema,
  LoginWithCodeBodySchema,
  OtpVerifyBodySchema,
} from '../../src/domain/contract/account';
import {
  ACCOUNT_MESSAGES,
  isAcceptablePassword,
  isValidPersonName,
  passwordProblems,
} from '../../src/domain/rules/account-rules';
import { nextPreferenceStep, PREFERENCE_MESSAGES } from '../../src/domain/rules/onboarding-preferences';
import {
  cleanAccessCode,
  cleanPhone,
  identifierKind,
  isValidAccessPhone,
  isValidOtp,
  parseLoginIdentifier,
  toE164,
} from '../../src/domain/rules/phone';
import { normalizeUsername } from '../../src/domain/rules/username';

describe('login identifier (02 §5 Access): an e-mail if it contains @, else a phone', () => {
  it.each([
    ['ana@cafeteria.mx', 'email'],
    ['@', 'email'],
    ['5512345678', 'phone'],
    ['ana.cafeteria.mx', 'phone'],
  ] as const)('%s is read as %s', (input, kind) => {
    expect(identifierKind(input)).toBe(kind);
  });

  it.each([
    [' Ana@Cafeteria.MX ', { email: 'ana@cafeteria.mx' }],
    ['55 1234-5678', { phone: '5512345678' }],
    ['+52 (55) 1234 5678', { phone: '+525512345678' }],
    ['ana@', null],
    ['12345', null],
    ['', null],
  ])('%j → %j', (input, identifier) => {
    expect(parseLoginIdentifier(input)).toEqual(identifier);
  });
});

describe('access phone: cleaning strips spaces, dashes and parentheses; 10 digits or + and 11 to 13', () => {
  it.each([
    ['(55) 1234-5678', '5512345678'],
    [' +52 55 1234 5678 ', '+525512345678'],
    ['55.1234.5678', '55.1234.5678'],
  ])('cleans %j to %j', (input, cleaned) => {
    expect(cleanPhone(input)).toBe(cleaned);
  });

  it.each([
    ['5512345678', true],
    ['(55) 1234-5678', true],
    ['+15551234567', true],
    ['+5215512345678', true],
    ['551234567', false],
    ['55123456789', false],
    ['+1555123456', false],
    ['+52155123456789', false],
    ['55.1234.5678', false],
    ['55123456ab', false],
  ])('%j valid: %s', (input, valid) => {
    expect(isValidAccessPhone(input)).toBe(valid);
  });

  it('stores 10 digits with the default +52', () => {
    expect(toE164('55 1234 5678')).toBe('+525512345678');
    expect(toE164('+15551234567')).toBe('+15551234567');
  });
});

describe('person name: no @ and a word of 3 or more letters', () => {
  it.each([
    ['Lucía Hernández', true],
    ['Ana', true],
    ['José Ñúñez', true],
    ['Al Bo', false],
    ['ana@cafeteria.mx', false],
    ['123 456', false],
    ['   ', false],
  ])('%j valid: %s', (name, valid) => {
    expect(isValidPersonName(name)).toBe(valid);
  });
});

describe('password hint: 8 characters, an uppercase, a lowercase and a digit', () => {
  it.each([
    ['Cafeteria2025', []],
    ['Ñandú2025x', []],
    ['Corta1', ['8 caracteres']],
    ['minusculas123', ['una mayúscula']],
    ['MAYUSCULAS123', ['una minúscula']],
    ['SinNumeros', ['un número']],
    ['', ['8 caracteres', 'una mayúscula', 'una minúscula', 'un número']],
  ])('%j lacks %j', (password, problems) => {
    expect(passwordProblems(password)).toEqual(problems);
    expect(isAcceptablePassword(password)).toBe(problems.length === 0);
  });

  it('is checked by the sign-up body with the hint as the message', () => {
    const result = v.safeParse(CreateAccountBodySchema, {
      name: 'Lucía Prueba',
      phone: '5512345678',
      password: 'debil',
    });
    expect(result.success).toBe(false);
    expect(result.issues?.map((issue) => issue.message)).toEqual([ACCOUNT_MESSAGES.passwordHint]);
  });
});

describe('access code: required, uppercased, letters and digits only', () => {
  it.each([
    ['abc-123 xyz', 'ABC123XYZ'],
    ['  a1b2  ', 'A1B2'],
    ['ñ-ü', ''],
  ])('cleans %j to %j', (input, cleaned) => {
    expect(cleanAccessCode(input)).toBe(cleaned);
  });

  it.each([
    ['', ACCOUNT_MESSAGES.accessCodeRequired],
    [' - ', ACCOUNT_MESSAGES.accessCodeRequired],
  ])('%j → %s', (code, message) => {
    const result = v.safeParse(LoginWithCodeBodySchema, { link_code: code });
    expect(result.issues?.[0]?.message).toBe(message);
  });

  it('sends the cleaned code', () => {
    expect(v.parse(LoginWithCodeBodySchema, { link_code: 'anf7-q2x9' })).toEqual({ link_code: 'ANF7Q2X9' });
  });
});

describe('one-time code: 6 digits', () => {
  it.each([
    ['123456', true],
    ['000000', true],
    ['12345', false],
    ['1234567', false],
    ['12a456', false],
    [' 123456', false],
  ])('%j valid: %s', (code, valid) => {
    expect(isValidOtp(code)).toBe(valid);
    expect(v.safeParse(OtpVerifyBodySchema, { phone: '5512345678', code }).success).toBe(valid);
  });
});

describe('username normalisation (02 §5 Onboarding)', () => {
  it.each([
    ['  Cafetería La Prueba  ', 'cafeteria_la_prueba'],
    ['TAQUERÍA', 'taqueria'],
    ['el..punto...doble', 'el.punto.doble'],
    ['.inicio.y.fin.', 'inicio.y.fin'],
    ['guion-medio & signos!', 'guionmedio__signos'],
    ['ñandú  pingüino', 'nandu_pinguino'],
    ['a'.repeat(40), 'a'.repeat(30)],
    [`${'a'.repeat(29)}.b`, 'a'.repeat(29)],
    ['', ''],
  ])('%j → %j', (input, username) => {
    expect(normalizeUsername(input)).toBe(username);
  });

  it('is stable: normalising twice changes nothing', () => {
    for (const input of ['Cafetería La Prueba', '..x..y..', 'Niño & Café 2025']) {
      const once = normalizeUsername(input);
      expect(normalizeUsername(once)).toBe(once);
    }
  });
});

describe('preference sequence (02 §2, §5 Onboarding)', () => {
  it('asks booking, then queue, link, kiosk and group size, then is done', () => {
    expect(nextPreferenceStep({})).toEqual({ kind: 'ask', question: 'booking' });
    expect(nextPreferenceStep({ booking: true })).toEqual({ kind: 'ask', question: 'queue' });
    expect(nextPreferenceStep({ booking: true, queue: false })).toEqual({ kind: 'ask', question: 'link' });
    expect(nextPreferenceStep({ booking: true, queue: false, link: true })).toEqual({
      kind: 'ask',
      question: 'kiosk',
    });
    expect(nextPreferenceStep({ booking: true, queue: false, link: true, kiosk: false })).toEqual({
      kind: 'ask',
      question: 'group_size',
    });
    expect(
      nextPreferenceStep({ booking: true, queue: false, link: true, kiosk: false, group_size: 0 }),
    ).toEqual({ kind: 'done' });
  });

  it("answering No to both booking and queue resets with 'Selecciona al menos una opción'", () => {
    expect(nextPreferenceStep({ booking: false, queue: false })).toEqual({
      kind: 'reset',
      message: 'Selecciona al menos una opción',
    });
    expect(PREFERENCE_MESSAGES.atLeastOne).toBe('Selecciona al menos una opción');
    expect(nextPreferenceStep({ booking: false, queue: true })).toEqual({ kind: 'ask', question: 'link' });
  });
});
