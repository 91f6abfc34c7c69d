/**
 * The one query-key factory (DESIGN §7). Keys of location-scoped data carry the location id, so
 * switching location never shows another location's cached data.
 */
export const queryKeys = {
  account: {
    settings: ['account', 'settings'] as const,
    allowedLocations: ['account', 'allowed-locations'] as const,
  },
  subscription: {
    info: ['subscription', 'info'] as const,
  },
  waitlist: {
    statusData: (locationId: number | null | undefined) =>
      ['waitlist', 'status-data', locationId ?? null] as const,
  },
} as const;
