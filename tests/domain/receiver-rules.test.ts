import { describe, expect, it } from 'vitest';
import {
  RECEIVER_MESSAGES as M,
  receiverErrors,
  regimesForKind,
  rfcCheckDigit,
  rfcError,
  rfcKind,
  usesForRegime,
} from '../../src/domain/invoicing/receiver-rules';

const valid = { rfc: 'URE180429TM6', regimen_fiscal: '601', uso_cfdi: 'G03', codigo_postal: '86991' };

describe('RFC shape and check digit', () => {
  it.each([
    ['EKU9003173C9', 'moral'],
    ['URE180429TM6', 'moral'],
    ['XIQB891116QE4', 'fisica'],
    ['CACX7605101P8', 'fisica'],
    ['XAXX010101000', 'generic'],
    ['XEXX010101000', 'generic'],
    [' eku9003173c9 ', 'moral'],
  ])('%s is a valid RFC of a persona %s', (rfc, kind) => {
    expect(rfcError(rfc)).toBeNull();
    expect(rfcKind(rfc)).toBe(kind);
  });

  it.each([
    ['EKU9003173C8', M.rfcDigit],
    ['XIQB891116QE5', M.rfcDigit],
    ['EKU900317', M.rfcShape],
    ['EKU9013173C9', M.rfcShape],
    ['12U9003173C9', M.rfcShape],
    ['XIQB891116QE45', M.rfcShape],
    ['', M.rfcShape],
  ])('%s is refused: %s', (rfc, message) => {
    expect(rfcError(rfc)).toBe(message);
    expect(rfcKind(rfc)).toBeNull();
  });

  it('computes the last digit (a persona moral is padded with a leading space)', () => {
    expect(rfcCheckDigit('EKU9003173C9')).toBe('9');
    expect(rfcCheckDigit('XIQB891116QE4')).toBe('4');
  });
});

describe('régimen for the kind of person and CFDI use for the régimen', () => {
  it('takes the régimenes of c_RegimenFiscal by persona moral or física; 616 for the generic RFCs', () => {
    expect(regimesForKind('moral')).toContain('601');
    expect(regimesForKind('moral')).not.toContain('605');
    expect(regimesForKind('fisica')).toContain('605');
    expect(regimesForKind('fisica')).not.toContain('601');
    expect(regimesForKind('generic')).toEqual(['616']);
  });

  it('takes the uses of c_UsoCFDI allowed for the régimen', () => {
    expect(usesForRegime('601')).toContain('G03');
    expect(usesForRegime('605')).not.toContain('G03');
    expect(usesForRegime('605')).toContain('CN01');
  });
});

describe('receiverErrors', () => {
  it('accepts a complete valid receiver and the general public with 616 and S01', () => {
    expect(receiverErrors(valid)).toEqual({});
    expect(
      receiverErrors({
        rfc: 'XAXX010101000',
        regimen_fiscal: '616',
        uso_cfdi: 'S01',
        codigo_postal: '42501',
      }),
    ).toEqual({});
  });

  it.each([
    [{ rfc: 'EKU9003173C8' }, { rfc: M.rfcDigit }],
    [{ codigo_postal: '8699' }, { codigo_postal: M.codigoPostal }],
    [{ regimen_fiscal: '999' }, { regimen_fiscal: M.regimen }],
    [{ regimen_fiscal: '605' }, { regimen_fiscal: M.regimenKind }],
    [{ uso_cfdi: 'Z99' }, { uso_cfdi: M.uso }],
    [{ regimen_fiscal: '603', uso_cfdi: 'D01' }, { uso_cfdi: M.usoRegimen }],
    [{ rfc: 'XAXX010101000' }, { regimen_fiscal: M.regimenGeneric }],
    [{ rfc: 'XAXX010101000', regimen_fiscal: '616' }, { uso_cfdi: M.usoGeneric }],
  ])('%o → %o', (change, errors) => {
    expect(receiverErrors({ ...valid, ...change })).toEqual(errors);
  });
});
