import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect } from '@playwright/test';
import { OTP_LENGTH } from '../../src/domain/contract/account';
import { toE164 } from '../../src/domain/rules/phone';
import { e2eOutboxDir, RECORDED_MESSAGES_FILE } from './e2e-data-dir';

/** What the local messaging provider logged for one message (start-server.ts records it). */
export interface RecordedMessage {
  messageId: string;
  channel: 'sms' | 'whatsapp';
  to: string;
  body: string;
}

/** Every SMS/WhatsApp the shared server handed to its local outbox, oldest first. */
export function recordedMessages(): RecordedMessage[] {
  let text: string;
  try {
    text = readFileSync(join(e2eOutboxDir(), RECORDED_MESSAGES_FILE), 'utf8');
  } catch {
    return [];
  }
  return text
    .split('\n')
    .filter((line) => line !== '')
    .map((line) => JSON.parse(line) as RecordedMessage);
}

function smsTo(phone: string): RecordedMessage[] {
  const to = toE164(phone);
  return recordedMessages().filter((message) => message.channel === 'sms' && message.to === to);
}

/** How many SMS a phone (10 digits or E.164) has received so far. */
export function smsCount(phone: string): number {
  return smsTo(phone).length;
}

/**
 * The one-time code of the newest SMS a phone receives after `previousCount` SMS (waits for it:
 * the message is delivered by the server's message job).
 */
export async function verificationCodeSentTo(phone: string, previousCount = 0): Promise<string> {
  let code = '';
  await expect
    .poll(
      () => {
        const received = smsTo(phone);
        if (received.length <= previousCount) return null;
        code = received.at(-1)?.body.match(new RegExp(`\\b\\d{${OTP_LENGTH}}\\b`))?.[0] ?? '';
        return code;
      },
      { message: `an SMS with a ${OTP_LENGTH}-digit code to ${phone}` },
    )
    .toMatch(new RegExp(`^\\d{${OTP_LENGTH}}$`));
  return code;
}
