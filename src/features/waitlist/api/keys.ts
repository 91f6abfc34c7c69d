import type { AvailabilityBody } from '../../../domain/contract/availability';

/**
 * Query keys of the host stand's calls. Waitlist data sits under ['waitlist', ...] and chat
 * messages under ['messaging', ...], so a live-update hint of either area refreshes them
 * (src/lib/live/live-query-keys.ts). Every key carries the location id.
 */
export const hostStandKeys = {
  item: (locationId: number | null, id: number) => ['waitlist', 'item', locationId, id] as const,
  events: (locationId: number | null, id: number) => ['waitlist', 'events', locationId, id] as const,
  availability: (locationId: number | null, body: AvailabilityBody) =>
    ['waitlist', 'availability', locationId, body] as const,
  waitEstimate: (locationId: number | null, groupSize: number | null) =>
    ['waitlist', 'wait-estimate', locationId, groupSize] as const,
  chat: (locationId: number | null, queueId: number) => ['messaging', 'chat', locationId, queueId] as const,
  employees: (locationId: number | null) => ['business', 'employees', locationId] as const,
  services: (locationId: number | null) => ['product', 'services', locationId] as const,
  contacts: (locationId: number | null, text: string) =>
    ['contact', 'autocomplete', locationId, text] as const,
};
