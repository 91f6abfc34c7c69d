import { describe, expect, it } from 'vitest';
import { campaignTextLength, phoneLines, renderCampaignText } from '../../src/domain/rules/campaign-text';

describe('campaign message length (01 §5.4): variables count 8, encodings as the SMS counts them', () => {
  it.each([
    ['Hola', 4, 'GSM-7', 1, false],
    ['{name}', 8, 'GSM-7', 1, false],
    ['Hola {first_name}, te esperamos', 27, 'GSM-7', 1, false],
    ['{name}{first_name}{email}{phone}', 32, 'GSM-7', 1, false],
    // An unknown token is plain text, and its braces are extension characters: 5 + 2 + 2.
    ['{fecha}', 9, 'GSM-7', 1, false],
    [`${'a'.repeat(152)}{name}`, 160, 'GSM-7', 1, false],
    [`${'a'.repeat(153)}{name}`, 161, 'GSM-7', 2, true],
    // Extension characters count double.
    ['Tacos 2x100€', 13, 'GSM-7', 1, false],
    [`${'a'.repeat(158)}€`, 160, 'GSM-7', 1, false],
    [`${'a'.repeat(159)}€`, 161, 'GSM-7', 2, true],
    // One accent GSM-7 lacks makes the message UCS-2: 70 per SMS, 67 when split.
    ['Promoción {name}', 18, 'UCS-2', 1, false],
    [`${'a'.repeat(62)}{name}ó`, 71, 'UCS-2', 2, false],
    ['Tacos 🌮', 8, 'UCS-2', 1, false],
    [`${'a'.repeat(159)}ú`, 160, 'UCS-2', 3, false],
  ])('%j → %i, %s, %i SMS, too long: %s', (content, length, encoding, segments, tooLong) => {
    expect(campaignTextLength(content)).toEqual({ length, encoding, segments, tooLong });
  });
});

describe('a campaign message for one customer', () => {
  it('fills every variable, with names in GSM-7 letters', () => {
    const text = renderCampaignText('Hola {first_name} ({name}, {email}, {phone})', {
      name: 'Sofía Ramírez',
      email: 'sofia@correo.mx',
      phone: '+525523456705',
    });
    expect(text).toBe('Hola Sofia (Sofia Ramirez, sofia@correo.mx, +525523456705)');
  });

  it('leaves values empty for a phone with no customer', () => {
    expect(renderCampaignText('{name} ¡2x1 hoy!', { name: null, email: null, phone: '+525500000000' })).toBe(
      '¡2x1 hoy!',
    );
  });
});

describe('the phones field', () => {
  it('counts one phone per non-empty line', () => {
    expect(phoneLines('5523456701\n\n  \r\n 5523456702 \n')).toEqual(['5523456701', '5523456702']);
    expect(phoneLines('')).toEqual([]);
    expect(phoneLines(null)).toEqual([]);
  });
});
