import { describe, expect, it } from 'vitest';
import { DEFAULT_WAITLIST_SETTINGS } from '../../src/domain/contract/settings';
import {
  WAITLIST_CONFIGURATION_MESSAGES as M,
  waitlistConfigurationErrors,
  withConfigurationPatch,
} from '../../src/domain/contract/waitlist-configuration';
import {
  BLOCK_DURATION_CHOICES,
  GROUP_SIZE_CHOICES,
  MIN_NOTICE_CHOICES,
  minutesChoiceLabel,
  REMINDER_LEAD_CHOICES,
  SURVEY_DELAY_CHOICES,
} from '../../src/domain/rules/waitlist-choices';

const values = (list: readonly { value: number }[]) => list.map((choice) => choice.value);

describe('choice lists of the waitlist settings (02 §9)', () => {
  it('block duration: 5-minute steps to 2 h, then 15-minute steps to 4 h', () => {
    const list = values(BLOCK_DURATION_CHOICES);
    expect(list.slice(0, 3)).toEqual([5, 10, 15]);
    expect(list).toContain(120);
    expect(list).not.toContain(125);
    expect(list.slice(-3)).toEqual([210, 225, 240]);
    expect(list).toHaveLength(24 + 8);
  });

  it('minimum notice: immediate, 10–50 min, 1–8 h by 30 min, days, weeks, months and a year', () => {
    expect(values(MIN_NOTICE_CHOICES)).toEqual([
      0, 10, 20, 30, 40, 50, 60, 90, 120, 150, 180, 210, 240, 270, 300, 330, 360, 390, 420, 450, 480, 1440,
      2880, 4320, 5760, 7200, 8640, 10080, 20160, 30240, 43200, 86400, 129600, 172800, 216000, 259200, 525600,
    ]);
  });

  it('reminder lead: 30 min, 1–23 h, 1–7 days', () => {
    const list = values(REMINDER_LEAD_CHOICES);
    expect(list[0]).toBe(30);
    expect(list.slice(1, 24)).toEqual(Array.from({ length: 23 }, (_, index) => (index + 1) * 60));
    expect(list.slice(24)).toEqual([1440, 2880, 4320, 5760, 7200, 8640, 10080]);
  });

  it('survey delay: immediately, 5 min, 10–50 min, 1–8 h, 1–7 days', () => {
    expect(values(SURVEY_DELAY_CHOICES)).toEqual([
      0, 5, 10, 20, 30, 40, 50, 60, 120, 180, 240, 300, 360, 420, 480, 1440, 2880, 4320, 5760, 7200, 8640,
      10080,
    ]);
  });

  it('group size options run from 2 to 100', () => {
    expect(GROUP_SIZE_CHOICES[0]).toBe(2);
    expect(GROUP_SIZE_CHOICES.at(-1)).toBe(100);
    expect(GROUP_SIZE_CHOICES).toHaveLength(99);
  });

  it.each([
    [0, 'Inmediatamente'],
    [5, '5 min'],
    [60, '1 h'],
    [90, '1 h 30 min'],
    [1440, '1 día'],
    [4320, '3 días'],
    [10080, '1 semana'],
    [20160, '2 semanas'],
    [43200, '1 mes'],
    [129600, '3 meses'],
    [525600, '1 año'],
  ])('labels %i minutes as %s', (minutes, label) => {
    expect(minutesChoiceLabel(minutes)).toBe(label);
  });

  it('the defaults of 02 §9 are options of their lists', () => {
    const { booking } = DEFAULT_WAITLIST_SETTINGS;
    expect(values(BLOCK_DURATION_CHOICES)).toContain(booking.block_duration_mins);
    expect(values(BLOCK_DURATION_CHOICES)).toContain(booking.block_frequency_mins);
    expect(values(MIN_NOTICE_CHOICES)).toEqual(
      expect.arrayContaining([booking.min_notice_mins, booking.max_notice_mins, booking.min_reschedule_mins]),
    );
  });
});

describe('rules between the settings (02 §5)', () => {
  const settings = DEFAULT_WAITLIST_SETTINGS;

  it('the defaults break none', () => {
    expect(waitlistConfigurationErrors(settings)).toEqual({});
  });

  it.each([
    [{ opt_in_message: '  ' }, 'opt_in_message', M.optInEmpty],
    [{ survey_send_after_mins: 60, survey_form_id: null }, 'survey_form_id', M.surveyRequired],
    [
      { booking: { ...settings.booking, min_notice_mins: 1440, max_notice_mins: 1440 } },
      'booking.max_notice_mins',
      M.maxNotice,
    ],
  ])('%j → %s', (change, field, message) => {
    expect(waitlistConfigurationErrors({ ...settings, ...change })).toEqual({ [field]: [message] });
  });

  it('consent off (null) and no survey delay ask for nothing', () => {
    expect(
      waitlistConfigurationErrors({ ...settings, opt_in_message: null, survey_send_after_mins: null }),
    ).toEqual({});
  });

  it('a patch changes nested objects key by key and keeps what it does not name', () => {
    const next = withConfigurationPatch(settings, {
      booking: { min_notice_mins: 120 },
      l10n: { customer_s: 'Comensal' },
      max_people: 80,
    });
    expect(next.booking).toEqual({ ...settings.booking, min_notice_mins: 120 });
    expect(next.l10n).toEqual({ ...settings.l10n, customer_s: 'Comensal' });
    expect(next.max_people).toBe(80);
    expect(next.waitlist).toEqual(settings.waitlist);
  });
});
