/**
 * The one query-key factory (DESIGN §7). Keys of location-scoped data carry the location id, so
 * switching location never shows another location's cached data.
 */
export const queryKeys = {
  account: {
    settings: ['account', 'settings'] as const,
    allowedLocations: ['account', 'allowed-locations'] as const,
    profile: ['account', 'profile'] as const,
  },
  subscription: {
    info: ['subscription', 'info'] as const,
    plans: ['subscription', 'plans'] as const,
    rechargeOptions: ['subscription', 'recharge-options'] as const,
  },
  onboarding: {
    categories: ['onboarding', 'categories'] as const,
  },
  staff: {
    overview: (locationId: number | null | undefined) => ['staff', 'overview', locationId ?? null] as const,
    user: (locationId: number | null | undefined, userId: number) =>
      ['staff', 'user', locationId ?? null, userId] as const,
    permissions: (locationId: number | null | undefined, userId: number) =>
      ['staff', 'permissions', locationId ?? null, userId] as const,
  },
  /** Regular hours and special dates of the location, or of one person (userId). */
  hours: (kind: 'hours' | 'hour-overrides', locationId: number | null, userId: number | null) =>
    ['hours', kind, locationId, userId] as const,
  waitlist: {
    statusData: (locationId: number | null | undefined) =>
      ['waitlist', 'status-data', locationId ?? null] as const,
  },
  /** Everything of the shop module sits under ['shop', …], so the live 'orders' hint refreshes it. */
  shop: {
    statusData: (locationId: number | null | undefined) =>
      ['shop', 'status-data', locationId ?? null] as const,
    order: (id: number) => ['shop', 'order', id] as const,
    search: (params: unknown) => ['shop', 'search', params] as const,
    configuration: ['shop', 'configuration'] as const,
    report: (kind: string, params: unknown) => ['shop', 'report', kind, params] as const,
  },
  /** Everything of loyalty sits under ['loyalty', …], so the live 'loyalty' hint refreshes it. */
  loyalty: {
    available: (locationId: number | null | undefined) =>
      ['loyalty', 'available', locationId ?? null] as const,
    programs: ['loyalty', 'programs'] as const,
    program: (id: number) => ['loyalty', 'program', id] as const,
    transactions: (locationId: number | null | undefined, page: number) =>
      ['loyalty', 'transactions', locationId ?? null, page] as const,
    transaction: (id: number) => ['loyalty', 'transaction', id] as const,
    report: (locationId: number | null | undefined) => ['loyalty', 'report', locationId ?? null] as const,
  },
  /** Campaigns and messages sit under ['messages', …], so the live 'messages' hint refreshes them. */
  messaging: {
    campaigns: (page: number) => ['messages', 'campaigns', page] as const,
    campaign: (id: number) => ['messages', 'campaign', id] as const,
    groups: ['messages', 'groups'] as const,
    whatsappTemplate: ['messages', 'whatsapp-template'] as const,
    reach: (segmentation: unknown) => ['messages', 'reach', segmentation] as const,
    messages: (params: unknown) => ['messages', 'list', params] as const,
    message: (id: number) => ['messages', 'message', id] as const,
    campaignMessages: (id: number) => ['messages', 'campaign-messages', id] as const,
  },
} as const;
