import { describe, expect, it } from 'vitest';
import { messageCredits, smsLength } from '../../src/domain/rules/sms-segments';

describe('SMS segments', () => {
  it.each([
    ['', 'GSM-7', 0, 1],
    ['Hola', 'GSM-7', 4, 1],
    ['Tu mesa está lista', 'UCS-2', 18, 1],
    ['Señor Müller, café é à ü ñ', 'GSM-7', 26, 1],
    ['Precio: 10€ [promo]', 'GSM-7', 22, 1],
    ['¡Gracias! 🌮', 'UCS-2', 12, 1],
    ['a'.repeat(160), 'GSM-7', 160, 1],
    ['a'.repeat(161), 'GSM-7', 161, 2],
    ['a'.repeat(306), 'GSM-7', 306, 2],
    ['a'.repeat(307), 'GSM-7', 307, 3],
    ['€'.repeat(80), 'GSM-7', 160, 1],
    [`${'a'.repeat(159)}€`, 'GSM-7', 161, 2],
    ['á'.repeat(70), 'UCS-2', 70, 1],
    ['á'.repeat(71), 'UCS-2', 71, 2],
    ['á'.repeat(134), 'UCS-2', 134, 2],
    ['á'.repeat(135), 'UCS-2', 135, 3],
    ['🌮'.repeat(35), 'UCS-2', 70, 1],
    ['🌮'.repeat(36), 'UCS-2', 72, 2],
  ])('%j → %s, %i units, %i segment(s)', (body, encoding, units, segments) => {
    expect(smsLength(body)).toEqual({ encoding, units, segments });
  });

  it('charges one credit per SMS segment, one per WhatsApp message and none for e-mail', () => {
    expect(messageCredits('sms', 'a'.repeat(161))).toBe(2);
    expect(messageCredits('sms', 'Tu mesa está lista')).toBe(1);
    expect(messageCredits('whatsapp', 'a'.repeat(1000))).toBe(1);
    expect(messageCredits('email', 'Hola')).toBe(0);
  });
});
