import { describe, expect, it } from 'vitest';
import { DEFAULT_WAITLIST_SETTINGS } from '../../src/domain/contract/settings';
import { formatCustomerDate, renderTemplate } from '../../src/domain/rules/message-template';
import { orderMessageBody } from '../../src/domain/rules/order-messages';
import { messageCredits, smsLength } from '../../src/domain/rules/sms-segments';
import { toGsm7Text } from '../../src/domain/rules/sms-text';

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
    // A segment never splits an extension character's escape pair: 152 + € cannot share the
    // first 153 septets, so € opens the second segment and the last 'a' needs a third.
    [`${'a'.repeat(152)}€${'a'.repeat(152)}`, 'GSM-7', 306, 3],
    [`${'a'.repeat(151)}€${'a'.repeat(153)}`, 'GSM-7', 306, 2],
    // Nor an emoji's surrogate pair in UCS-2.
    [`${'á'.repeat(66)}🌮${'á'.repeat(66)}`, 'UCS-2', 134, 3],
    [`${'á'.repeat(65)}🌮${'á'.repeat(67)}`, 'UCS-2', 134, 2],
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

describe('default customer messages: one GSM-7 segment each with realistic values', () => {
  // The longest of the demo: its branch, its longest customer names, a booking on the longest
  // weekday and month, an order number of a busy day, and links as the server builds them on a
  // production-length host (8-letter codes: /t/{code}, /p/{code}).
  const business = 'Taquería Demo Coyoacán';
  const name = 'María Guadalupe Martínez';
  const date = formatCustomerDate(new Date('2026-10-01T01:30:00Z'), 'America/Mexico_City');
  const origin = 'https://reservas.mostrador.com.mx';
  const turnUrl = `${origin}/t/Ab3x9Kq2`;
  const orderUrl = `${origin}/p/Zx8Lm2Qp`;

  it('the booking date is the longest the formatter writes', () => {
    expect(date).toBe('miércoles, 30 de septiembre, 19:30');
  });

  it.each(Object.entries(DEFAULT_WAITLIST_SETTINGS.message_templates))('%s', (_key, template) => {
    const body = renderTemplate(template, {
      name: toGsm7Text(name),
      business: toGsm7Text(business),
      date: toGsm7Text(date),
      url: turnUrl,
    });
    expect(smsLength(body), body).toMatchObject({ encoding: 'GSM-7', segments: 1 });
  });

  it.each([
    ['placed', 'pickup'],
    ['confirmed', 'delivery'],
    ['preparing', 'pickup'],
    ['ready', 'pickup'],
    ['ready', 'delivery'],
    ['shipped', 'delivery'],
    ['delivered', 'delivery'],
    ['canceled', 'pickup'],
  ] as const)('order %s (%s)', (event, deliveryType) => {
    const body = orderMessageBody(event, {
      name: toGsm7Text(name),
      number: 'T1234-567',
      business: toGsm7Text(business),
      url: orderUrl,
      deliveryType,
    });
    expect(smsLength(body), body).toMatchObject({ encoding: 'GSM-7', segments: 1 });
  });
});

describe('values written into an SMS', () => {
  it.each([
    ['Taquería Demo Coyoacán', 'Taqueria Demo Coyoacan'],
    ['ÁNGEL ÍÑIGUEZ ÓSCAR ÚRSULA', 'ANGEL IÑIGUEZ OSCAR URSULA'],
    ['José Peña Müller, café à la carte', 'José Peña Müller, café à la carte'],
    ['Conceição “La Güera” – O’Brien…', 'Conceicao "La Güera" - O\'Brien...'],
    ['Tacos 🌮', 'Tacos 🌮'],
  ])('%j → %j', (value, plain) => {
    expect(toGsm7Text(value)).toBe(plain);
  });
});
