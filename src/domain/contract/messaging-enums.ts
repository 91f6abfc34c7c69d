/** Channels a customer message goes through (spec 01 §3.8 "message channels"). */
export const MESSAGE_CHANNELS = ['sms', 'whatsapp', 'email'] as const;
export type MessageChannel = (typeof MESSAGE_CHANNELS)[number];

/**
 * Message status (spec 01 §4.1). A message waiting for its delivery job is 'scheduled'
 * (shown 'En espera'); 'sending' while the provider call runs; 'sent' once the provider took it.
 */
export const MESSAGE_STATUSES = ['draft', 'scheduled', 'sending', 'sent', 'failed', 'canceled'] as const;
export type MessageStatus = (typeof MESSAGE_STATUSES)[number];

/** What the provider later reports about a sent message (spec 01 §4.1 "message delivery"). */
export const DELIVERY_STATUSES = ['delivered', 'read', 'failed'] as const;
export type DeliveryStatus = (typeof DELIVERY_STATUSES)[number];

/**
 * Messages the public pages (online registration and orders) may make a business send in 24 hours
 * (here, schema-free, for the host stand's and the kitchen's banners).
 */
export const PUBLIC_MESSAGES_PER_DAY = 50;
