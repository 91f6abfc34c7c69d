import { type SmsEncoding, smsLength } from './sms-segments';
import { toGsm7Text } from './sms-text';

/** Variables a campaign message may use (01 §5.4), written `{name}` in the text. */
export const CAMPAIGN_VARIABLES = ['name', 'first_name', 'email', 'phone'] as const;
export type CampaignVariable = (typeof CAMPAIGN_VARIABLES)[number];

/** How the editor names each variable. */
export const CAMPAIGN_VARIABLE_LABELS: Record<CampaignVariable, string> = {
  name: 'Nombre',
  first_name: 'Primer nombre',
  email: 'Correo',
  phone: 'Teléfono',
};

/** Each variable counts as this many characters, whatever it becomes (01 §5.4, §9). */
export const CAMPAIGN_VARIABLE_LENGTH = 8;
/** The longest campaign message: one GSM-7 SMS (01 §5.4, §9). */
export const CAMPAIGN_SMS_MAX_LENGTH = 160;

const VARIABLE_TOKEN = /\{(name|first_name|email|phone)\}/g;
/** What a variable weighs in the count: 8 plain GSM-7 letters (a name is written in GSM-7 letters). */
const VARIABLE_STAND_IN = 'x'.repeat(CAMPAIGN_VARIABLE_LENGTH);

export interface CampaignTextLength {
  /** Units as the SMS counts them (GSM-7 septets, extension characters 2; UCS-2 code units), variables 8 each. */
  length: number;
  encoding: SmsEncoding;
  /** SMS segments each customer's message takes (credits per message). */
  segments: number;
  /** Over CAMPAIGN_SMS_MAX_LENGTH: shown in error style and refused. */
  tooLong: boolean;
}

/**
 * The length of a campaign message as the editor shows it and the server checks it: each
 * variable token counts 8, a GSM-7 extension character (€ [ ] { } ~ ^ | \) counts 2, and an
 * accent GSM-7 lacks (á í ó ú) or an emoji turns the message into UCS-2, whose SMS hold 70
 * characters (67 when split) instead of 160 (153).
 */
export function campaignTextLength(content: string): CampaignTextLength {
  const measured = smsLength(content.replace(VARIABLE_TOKEN, VARIABLE_STAND_IN));
  return {
    length: measured.units,
    encoding: measured.encoding,
    segments: measured.segments,
    tooLong: measured.units > CAMPAIGN_SMS_MAX_LENGTH,
  };
}

/** What a campaign message says to one customer. */
export interface CampaignRecipientValues {
  name: string | null;
  email: string | null;
  phone: string;
}

/**
 * A campaign message with one customer's values. Names are written in GSM-7 letters (an accent
 * there must not make every message UCS-2); a recipient with no contact gets empty values.
 */
export function renderCampaignText(content: string, values: CampaignRecipientValues): string {
  const name = toGsm7Text(values.name?.trim() ?? '');
  const filled: Record<CampaignVariable, string> = {
    name,
    first_name: name.split(/\s+/)[0] ?? '',
    email: values.email ?? '',
    phone: values.phone,
  };
  return content.replace(VARIABLE_TOKEN, (_, key: CampaignVariable) => filled[key]).trim();
}

/** The phones field: one phone per non-empty line (01 §5.4). */
export function phoneLines(phones: string | null | undefined): string[] {
  return (phones ?? '')
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line !== '');
}
