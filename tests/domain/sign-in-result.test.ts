import { describe, expect, it } from 'vitest';
import { signInResultClaims } from '../../src/domain/rules/sign-in-result';

/** A token shaped like the server's: header.payload.signature, each base64url. */
function token(payload: unknown, header: unknown = { alg: 'HS256', typ: 'JWT' }): string {
  const part = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
  return `${part(header)}.${part(payload)}.c2lnbmF0dXJh`;
}

describe('Google sign-in result claims (02 §7 Access)', () => {
  it('reads provider, name and e-mail, accents included, ignoring the other claims', () => {
    const jwt = token({
      provider: 'google',
      name: 'Lucía Núñez',
      email: 'lucia@example.com',
      sub: 'result-1',
      exp: 1_900_000_000,
    });
    expect(signInResultClaims(jwt)).toEqual({
      provider: 'google',
      name: 'Lucía Núñez',
      email: 'lucia@example.com',
    });
  });

  it('accepts an identity without name or e-mail', () => {
    expect(signInResultClaims(token({ provider: 'google', name: null, email: null }))).toEqual({
      provider: 'google',
      name: null,
      email: null,
    });
  });

  it.each([
    ['an empty string', ''],
    ['garbage', 'no es un token'],
    ['two parts', 'abc.def'],
    ['a payload that is not base64url', 'abc.@@@.def'],
    ['a payload that is not JSON', `abc.${Buffer.from('hola').toString('base64url')}.def`],
    ['a payload that is not UTF-8', `abc.${Buffer.from([0xff, 0xfe]).toString('base64url')}.def`],
    ['a JSON array', token(['google'])],
    ['another provider', token({ provider: 'facebook', name: 'Ana', email: null })],
    ['a name that is not text', token({ provider: 'google', name: 42, email: null })],
    ['a missing e-mail', token({ provider: 'google', name: 'Ana' })],
  ])('gives null for %s', (_case, jwt) => {
    expect(signInResultClaims(jwt)).toBeNull();
  });
});
