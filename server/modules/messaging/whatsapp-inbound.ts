import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { whatsappInbound } from '../../db/schema';

/**
 * A WhatsApp sender as we store recipients (E.164): Twilio sends `whatsapp:+52…`, Meta the bare
 * digits. Mexican mobiles arrive with WhatsApp's old `521` prefix, which we send to as `+52`.
 * Null when it is no phone at all.
 */
export function whatsappSender(from: string): string | null {
  const digits = from.replace(/^whatsapp:/, '').replace(/^\+/, '');
  if (!/^\d{8,15}$/.test(digits)) return null;
  const mexican = /^521(\d{10})$/.exec(digits);
  return mexican ? `+52${mexican[1]}` : `+${digits}`;
}

/** Records that a phone wrote to us at `at` (only ever moves forward; a late webhook changes nothing). */
export async function recordWhatsappInbound(db: Db, phone: string, at: Date): Promise<void> {
  await db
    .insert(whatsappInbound)
    .values({ phone, lastMessageAt: at })
    .onConflictDoUpdate({
      target: whatsappInbound.phone,
      set: { lastMessageAt: sql`greatest(${whatsappInbound.lastMessageAt}, excluded.last_message_at)` },
    });
}

/** When the phone last wrote to us, or null if it never did. */
export async function lastWhatsappInbound(db: Db, phone: string): Promise<Date | null> {
  const [row] = await db
    .select({ at: whatsappInbound.lastMessageAt })
    .from(whatsappInbound)
    .where(eq(whatsappInbound.phone, phone));
  return row?.at ?? null;
}
