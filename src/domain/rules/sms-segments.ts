import type { MessageChannel } from '../contract/messaging-enums';

/** GSM 03.38 basic character set: one septet each. */
const GSM7_BASIC =
  '@£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞÆæßÉ !"#¤%&\'()*+,-./0123456789:;<=>?¡ABCDEFGHIJKLMNOPQRSTUVWXYZÄÖÑÜ§¿abcdefghijklmnopqrstuvwxyzäöñüà';
/** GSM 03.38 extension table: an escape plus the character, two septets each. */
const GSM7_EXTENSION = '^{}\\[~]|€\f';

const BASIC = new Set(GSM7_BASIC);
const EXTENSION = new Set(GSM7_EXTENSION);

/** Whether one character (a code point) has a GSM-7 septet, in the basic set or the extension. */
export function isGsm7Char(char: string): boolean {
  return BASIC.has(char) || EXTENSION.has(char);
}

export type SmsEncoding = 'GSM-7' | 'UCS-2';

export interface SmsLength {
  encoding: SmsEncoding;
  /** Septets (GSM-7) or UTF-16 code units (UCS-2: an emoji counts 2). */
  units: number;
  segments: number;
}

/** One SMS holds 160 GSM-7 or 70 UCS-2 units; a concatenated one 153 or 67 per segment. */
const LIMITS: Record<SmsEncoding, { single: number; multi: number }> = {
  'GSM-7': { single: 160, multi: 153 },
  'UCS-2': { single: 70, multi: 67 },
};

/** Units of each character (a code point): septets in GSM-7, UTF-16 code units in UCS-2; null when it has no septet. */
function gsm7Units(char: string): number | null {
  if (BASIC.has(char)) return 1;
  if (EXTENSION.has(char)) return 2;
  return null;
}

/**
 * Segments of a message whose characters take `units` each. A character is never split across
 * two segments (an extension character's escape and septet, an emoji's surrogate pair): when it
 * does not fit in what is left of a segment, it opens the next one, as phones and providers do.
 */
function segmentCount(units: readonly number[], total: number, encoding: SmsEncoding): number {
  const { single, multi } = LIMITS[encoding];
  if (total <= single) return 1;
  let segments = 1;
  let used = 0;
  for (const unit of units) {
    if (used + unit > multi) {
      segments += 1;
      used = 0;
    }
    used += unit;
  }
  return segments;
}

/**
 * How an SMS body is encoded and into how many segments it splits. GSM-7 has é, ñ, ü and à but
 * not á, í, ó or ú: one of those (or an emoji) turns the whole message into UCS-2.
 */
export function smsLength(body: string): SmsLength {
  const chars = [...body];
  const septets = chars.map(gsm7Units);
  const gsm7 = septets.every((unit) => unit !== null);
  const encoding: SmsEncoding = gsm7 ? 'GSM-7' : 'UCS-2';
  const units = gsm7 ? (septets as number[]) : chars.map((char) => char.length);
  const total = units.reduce((sum, unit) => sum + unit, 0);
  return { encoding, units: total, segments: segmentCount(units, total, encoding) };
}

/** Longest body each channel takes (Twilio concatenates up to 1,600 characters; WhatsApp 4,096). */
export const CHANNEL_BODY_LIMITS: Record<MessageChannel, number> = {
  sms: 1_600,
  whatsapp: 4_096,
  email: 100_000,
};

/** Credits a customer message spends: one per SMS segment, one per WhatsApp message, e-mail free. */
export function messageCredits(channel: MessageChannel, body: string): number {
  if (channel === 'sms') return smsLength(body).segments;
  if (channel === 'whatsapp') return 1;
  return 0;
}
