import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { toFieldErrors } from '../../server/http/validation/field-errors';
import {
  HourOverridesBodySchema,
  LocationHoursBodySchema,
  UserHoursBodySchema,
} from '../../src/domain/contract/hours';
import { HOURS_MESSAGES as M, repeatedDates } from '../../src/domain/rules/hours-rules';

const errorsOf = (schema: v.GenericSchema, body: unknown) => {
  const result = v.safeParse(schema, body);
  return result.success ? {} : toFieldErrors(result.issues, 'body');
};

const entry = (open: string, close: string, extra: object = {}) => ({
  open_time: open,
  close_time: close,
  days_of_week: ['monday'],
  types: ['booking'],
  ...extra,
});

describe('regular hours (02 §5 Users and hours)', () => {
  it.each([
    ['09:00–18:00', entry('09:00', '18:00'), {}],
    ['closing at 00:00 (midnight)', entry('18:00', '00:00'), {}],
    ['open all day 00:00–00:00', entry('00:00', '00:00'), {}],
    ['from 00:00', entry('00:00', '06:00'), {}],
    ['no opening time', entry('', '18:00'), { 'hours.0.open_time': [M.range] }],
    ['no closing time', entry('09:00', ''), { 'hours.0.close_time': [M.range] }],
    ['a time out of range', entry('24:00', '18:00'), { 'hours.0.open_time': [M.range] }],
    ['open after close', entry('18:00', '09:00'), { 'hours.0.close_time': [M.openBeforeClose] }],
    ['open equal to close', entry('09:00', '09:00'), { 'hours.0.close_time': [M.openBeforeClose] }],
    ['no day', entry('09:00', '18:00', { days_of_week: [] }), { 'hours.0.days_of_week': [M.days] }],
    ['no service type', entry('09:00', '18:00', { types: [] }), { 'hours.0.types': [M.types] }],
  ])('location hours: %s', (_name, hours, expected) => {
    expect(errorsOf(LocationHoursBodySchema, { hours: [hours] })).toEqual(expected);
  });

  it('an employee’s hours need no service type, but still a day', () => {
    expect(errorsOf(UserHoursBodySchema, { hours: [entry('09:00', '18:00', { types: [] })] })).toEqual({});
    expect(errorsOf(UserHoursBodySchema, { hours: [entry('09:00', '18:00', { days_of_week: [] })] })).toEqual(
      {
        'hours.0.days_of_week': [M.days],
      },
    );
  });

  it('reports each entry under its own index', () => {
    const hours = [entry('09:00', '13:00'), entry('', '', { days_of_week: [] })];
    expect(errorsOf(LocationHoursBodySchema, { hours })).toEqual({
      'hours.1.open_time': [M.range],
      'hours.1.close_time': [M.range],
      'hours.1.days_of_week': [M.days],
    });
  });
});

const day = (date: string, open: string | null, close: string | null) => ({
  date,
  open_time: open,
  close_time: close,
});

describe('special dates (02 §5 Overrides)', () => {
  it.each([
    ['one range', [day('2030-12-24', '10:00', '14:00')], {}],
    ['closed all day', [day('2030-12-25', null, null)], {}],
    ['two ranges that touch', [day('2030-12-24', '10:00', '14:00'), day('2030-12-24', '14:00', '18:00')], {}],
    ['a range to midnight', [day('2030-12-31', '20:00', '00:00')], {}],
    [
      'the same ranges on two dates',
      [day('2030-12-24', '10:00', '14:00'), day('2030-12-26', '10:00', '14:00')],
      {},
    ],
    [
      'open after close',
      [day('2030-12-24', '14:00', '10:00')],
      { 'hours.0.close_time': [M.rangesOpenBeforeClose] },
    ],
    [
      'overlapping ranges, reported on the later one after sorting',
      [day('2030-12-24', '12:00', '16:00'), day('2030-12-24', '10:00', '13:00')],
      { 'hours.0.open_time': [M.overlap] },
    ],
    [
      'duplicate ranges',
      [day('2030-12-24', '10:00', '14:00'), day('2030-12-24', '10:00', '14:00')],
      { 'hours.1.open_time': [M.overlap] },
    ],
    [
      'a range overlapping one to midnight',
      [day('2030-12-31', '20:00', '00:00'), day('2030-12-31', '23:00', '23:30')],
      { 'hours.1.open_time': [M.overlap] },
    ],
    [
      'a closed range beside an open one',
      [day('2030-12-24', null, null), day('2030-12-24', '10:00', '14:00')],
      { 'hours.0.open_time': [M.range], 'hours.0.close_time': [M.range] },
    ],
    ['only one time', [day('2030-12-24', '10:00', null)], { 'hours.0.close_time': [M.range] }],
    [
      'a date that does not exist',
      [day('2030-02-30', null, null)],
      { 'hours.0.date': ['La fecha no es válida.'] },
    ],
  ])('%s', (_name, hours, expected) => {
    expect(errorsOf(HourOverridesBodySchema, { hours })).toEqual(expected);
  });

  it('one entry per date in the form: the repeated dates are found', () => {
    expect(repeatedDates(['2030-12-24', '2030-12-25', '2030-12-24', ''])).toEqual([2]);
  });
});
