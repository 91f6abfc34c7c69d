import { describe, expect, it } from 'vitest';
import {
  formatElapsed,
  formatMoney,
  formatPeople,
  formatPhone,
  formatRelativeTime,
  formatSyncTime,
} from '../../src/lib/format';

const NOW = Date.parse('2025-11-22T20:00:00Z'); // 14:00 in Mexico City

describe('es-MX formatting', () => {
  it.each([
    ['+525692680925', '+52 56 9268 0925'],
    ['+15551234567', '+1 555 123 4567'],
    ['+5215512345678', '+5215512345678'],
    ['+442071234567', '+442071234567'],
  ])('shows the phone %s as %s', (e164, shown) => {
    expect(formatPhone(e164)).toBe(shown);
  });

  it.each([
    [0, 'justo ahora'],
    [4_999, 'justo ahora'],
    [5_000, 'hace 5 s'],
    [59_000, 'hace 59 s'],
    [60_000, 'hace 1 min'],
    [65 * 60_000, 'hace 1 h 5 min'],
    [2 * 3_600_000, 'hace 2 h'],
  ])('elapsed %i ms reads %s', (elapsed, text) => {
    expect(formatElapsed(NOW - elapsed, NOW)).toBe(text);
  });

  it('never shows a negative elapsed time when the clock is behind', () => {
    expect(formatElapsed(NOW + 10_000, NOW)).toBe('justo ahora');
  });

  it.each([
    [-30_000, 'hace un momento'],
    [-12 * 60_000, 'hace 12 min'],
    [20 * 60_000, 'en 20 min'],
    [59.5 * 60_000, 'en 1 h'],
  ])('relative time %i ms from now reads %s', (offset, text) => {
    expect(formatRelativeTime(NOW + offset, NOW)).toBe(text);
  });

  it('formats money in Mexican pesos and people in Spanish', () => {
    expect(formatMoney(150)).toBe('$150.00');
    expect(formatMoney(1234.5)).toBe('$1,234.50');
    expect(formatPeople(1)).toBe('1 persona');
    expect(formatPeople(4)).toBe('4 personas');
  });

  it('shows the sync time in the location zone, with the date only on another day', () => {
    expect(formatSyncTime(NOW, NOW, 'America/Mexico_City')).toMatch(/^2:00\sp\.\s?m\.$/);
    expect(formatSyncTime(NOW - 86_400_000, NOW, 'America/Mexico_City')).toMatch(/^21 nov/);
  });
});
