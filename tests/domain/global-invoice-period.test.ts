import { describe, expect, it } from 'vitest';
import { globalInformationErrors } from '../../src/domain/invoicing/cfdi-rules';
import {
  GLOBAL_PERIODICITIES,
  globalPeriodOf,
  lastClosedGlobalPeriod,
} from '../../src/domain/invoicing/global-invoice-period';

describe('factura global periods (InformacionGlobal)', () => {
  it('daily: the day itself, periodicidad 01 with its month', () => {
    expect(globalPeriodOf('2026-11-26', 'daily')).toEqual({
      key: 'daily:2026-11-26',
      from: '2026-11-26',
      to: '2026-11-26',
      informacionGlobal: { periodicidad: '01', meses: '11', ano: 2026 },
    });
  });

  it('weekly: Monday to Sunday, cut at the month edges so one month is reported', () => {
    expect(globalPeriodOf('2026-11-26', 'weekly')).toMatchObject({ from: '2026-11-23', to: '2026-11-29' });
    // Monday 30 Nov 2026 to Sunday 6 Dec: November keeps the 30th, December starts on the 1st.
    expect(globalPeriodOf('2026-11-30', 'weekly')).toMatchObject({ from: '2026-11-30', to: '2026-11-30' });
    expect(globalPeriodOf('2026-12-03', 'weekly')).toMatchObject({
      from: '2026-12-01',
      to: '2026-12-06',
      informacionGlobal: { periodicidad: '02', meses: '12', ano: 2026 },
    });
  });

  it('fortnightly: 1–15 and 16 to the month end (February of a leap year)', () => {
    expect(globalPeriodOf('2028-02-15', 'fortnightly')).toMatchObject({
      from: '2028-02-01',
      to: '2028-02-15',
    });
    expect(globalPeriodOf('2028-02-16', 'fortnightly')).toMatchObject({
      from: '2028-02-16',
      to: '2028-02-29',
      informacionGlobal: { periodicidad: '03', meses: '02', ano: 2028 },
    });
  });

  it('monthly and bimonthly: bimesters are SAT pairs with Meses 13–18', () => {
    expect(globalPeriodOf('2026-11-26', 'monthly')).toMatchObject({
      from: '2026-11-01',
      to: '2026-11-30',
      informacionGlobal: { periodicidad: '04', meses: '11' },
    });
    expect(globalPeriodOf('2026-02-10', 'bimonthly')).toMatchObject({
      from: '2026-01-01',
      to: '2026-02-28',
      informacionGlobal: { periodicidad: '05', meses: '13' },
    });
    expect(globalPeriodOf('2026-11-26', 'bimonthly')).toMatchObject({
      key: 'bimonthly:2026-11-01',
      to: '2026-12-31',
      informacionGlobal: { meses: '18' },
    });
  });

  it('every period passes the CFDI global information rules', () => {
    for (const periodicity of GLOBAL_PERIODICITIES) {
      for (const day of ['2026-01-01', '2026-06-17', '2026-12-31']) {
        const { informacionGlobal } = globalPeriodOf(day, periodicity);
        expect(globalInformationErrors('XAXX010101000', informacionGlobal, 2026)).toEqual({});
      }
    }
  });

  it('the job issues the period that closed before today, once the next day starts', () => {
    expect(lastClosedGlobalPeriod('2026-11-27', 'daily').key).toBe('daily:2026-11-26');
    expect(lastClosedGlobalPeriod('2026-11-30', 'weekly').key).toBe('weekly:2026-11-23');
    expect(lastClosedGlobalPeriod('2026-12-01', 'monthly').key).toBe('monthly:2026-11-01');
    expect(lastClosedGlobalPeriod('2027-01-01', 'bimonthly')).toMatchObject({
      informacionGlobal: { meses: '18', ano: 2026 },
    });
  });
});
