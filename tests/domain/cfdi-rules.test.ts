import { describe, expect, it } from 'vitest';
import {
  allowsGlobalInformation,
  chooseForm,
  chooseMethod,
  GLOBAL_INFORMATION_MESSAGES,
  globalInformationErrors,
  invoiceDefaults,
} from '../../src/domain/invoicing/cfdi-rules';

describe('payment form and method coupling (02 §4)', () => {
  it('form 99 sets PPD; any other form sets PUE', () => {
    expect(chooseForm('99')).toEqual({ cfdi_forma_pago: '99', cfdi_metodo_pago: 'PPD' });
    expect(chooseForm('01')).toEqual({ cfdi_forma_pago: '01', cfdi_metodo_pago: 'PUE' });
    expect(chooseForm('04')).toEqual({ cfdi_forma_pago: '04', cfdi_metodo_pago: 'PUE' });
  });

  it('choosing PPD empties the form; PUE keeps it', () => {
    expect(chooseMethod('PPD', { cfdi_forma_pago: '03', cfdi_metodo_pago: 'PUE' })).toEqual({
      cfdi_forma_pago: null,
      cfdi_metodo_pago: 'PPD',
    });
    expect(chooseMethod('PUE', { cfdi_forma_pago: '03', cfdi_metodo_pago: 'PPD' })).toEqual({
      cfdi_forma_pago: '03',
      cfdi_metodo_pago: 'PUE',
    });
  });

  it('defaults of 02 §9: form 99 with PPD and G03 on invoices; PUE and CP01 on payments', () => {
    expect(invoiceDefaults('I')).toMatchObject({
      cfdi_forma_pago: '99',
      cfdi_metodo_pago: 'PPD',
      cfdi_uso_cfdi: 'G03',
    });
    expect(invoiceDefaults('P')).toMatchObject({ cfdi_metodo_pago: 'PUE', cfdi_uso_cfdi: 'CP01' });
    expect(invoiceDefaults('E')).toMatchObject({
      currency_code: 'MXN',
      exchange_rate: '1',
      tipo_relacion: '04',
    });
  });
});

describe('global information (InformacionGlobal)', () => {
  it('applies only to XAXX010101000 and XEXX010101000', () => {
    expect(allowsGlobalInformation('XAXX010101000')).toBe(true);
    expect(allowsGlobalInformation('xexx010101000')).toBe(true);
    expect(allowsGlobalInformation('EKU9003173C9')).toBe(false);
  });

  it('refuses a named receiver, a month that does not fit the periodicity, and an old year', () => {
    expect(
      globalInformationErrors('XAXX010101000', { periodicidad: '01', meses: '11', ano: 2026 }, 2026),
    ).toEqual({});
    expect(
      globalInformationErrors('XAXX010101000', { periodicidad: '05', meses: '18', ano: 2024 }, 2026),
    ).toEqual({});
    expect(
      globalInformationErrors('EKU9003173C9', { periodicidad: '05', meses: '11', ano: 2023 }, 2026),
    ).toEqual({
      rfc: GLOBAL_INFORMATION_MESSAGES.notGeneric,
      meses: GLOBAL_INFORMATION_MESSAGES.months,
      ano: GLOBAL_INFORMATION_MESSAGES.year,
    });
    expect(
      globalInformationErrors('XAXX010101000', { periodicidad: '04', meses: '13', ano: 2026 }, 2026),
    ).toEqual({
      meses: GLOBAL_INFORMATION_MESSAGES.months,
    });
  });
});
