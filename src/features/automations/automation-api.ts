import type {
  AutomationPair,
  AutomationParams,
  AutomationPreset,
  AutomationRecipe,
  AutomationStatus,
} from '../../domain/contract/automations';
import { api } from '../../lib/api/client';

const RECIPE = '/v1/automation/recipe';
const ACTIVE_BY_NAME = { filters: { active: { $eq: true } }, sort: ['name'], limit: 100 };

/** Everything of automations sits under ['automations', …]. */
export const automationKeys = {
  all: ['automations'] as const,
  list: ['automations', 'list'] as const,
  recipe: (id: number) => ['automations', 'recipe', id] as const,
  presets: ['automations', 'presets'] as const,
};

export interface AutomationCatalog {
  events: AutomationPreset[];
  actions: AutomationPreset[];
  pairs: AutomationPair[];
}

/** The automation calls of 02 §7; each resolves with the answer's data. */
export const automationApi = {
  list: async (signal?: AbortSignal) =>
    (await api.get<{ data: AutomationRecipe[] }>(RECIPE, { signal })).data,
  recipe: async (id: number, signal?: AbortSignal) =>
    (await api.get<{ data: AutomationRecipe }>(`${RECIPE}/${id}`, { signal })).data,
  create: async (body: { if_id: number; then_id: number; title: string; params: AutomationParams }) =>
    (await api.post<{ data: { id: number } }>(RECIPE, body)).data,
  patch: async (id: number, body: { title: string; params: AutomationParams }) =>
    (await api.patch<{ data: AutomationRecipe }>(`${RECIPE}/${id}`, body)).data,
  setStatus: async (id: number, status: AutomationStatus) =>
    (await api.patch<{ data: AutomationRecipe }>(`${RECIPE}/${id}/status`, { status })).data,
  catalog: async (signal?: AbortSignal): Promise<AutomationCatalog> => {
    const [events, actions, pairs] = await Promise.all([
      api.post<{ data: AutomationPreset[] }>('/v1/automation/if/search', ACTIVE_BY_NAME, { signal }),
      api.post<{ data: AutomationPreset[] }>('/v1/automation/then/search', ACTIVE_BY_NAME, { signal }),
      api.get<{ data: AutomationPair[] }>('/v1/automation/if-then', { signal }),
    ]);
    return { events: events.data, actions: actions.data, pairs: pairs.data };
  },
};
