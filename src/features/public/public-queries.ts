import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AvailabilitySlot, WaitEstimate } from '../../domain/contract/availability';
import type {
  PublicRegisterBody,
  PublicTurn,
  PublicWaitlistInfo,
} from '../../domain/contract/public-waitlist';
import { api } from '../../lib/api/client';

/** The turn page refreshes itself every 30 s. */
export const TURN_REFRESH_MS = 30_000;

const usernamePath = (username: string) => `/v1/public/waitlist/${encodeURIComponent(username)}`;
const codePath = (code: string) => `/v1/public/queue/${encodeURIComponent(code)}`;

export const publicKeys = {
  info: (username: string) => ['public', 'waitlist', username] as const,
  availability: (username: string, body: PublicAvailabilityRequest) =>
    ['public', 'availability', username, body] as const,
  turn: (code: string) => ['public', 'turn', code] as const,
  waitEstimate: (username: string, groupSize: number | null) =>
    ['public', 'wait-estimate', username, groupSize] as const,
};

/** GET /v1/public/waitlist/{username}: the location's registration page. */
export function usePublicWaitlistInfo(username: string) {
  return useQuery({
    queryKey: publicKeys.info(username),
    retry: false,
    queryFn: async ({ signal }) =>
      (await api.get<{ data: PublicWaitlistInfo }>(usernamePath(username), { signal })).data,
  });
}

/** The page refreshes its wait quote while the customer fills the form. */
const WAIT_ESTIMATE_REFRESH_MS = 30_000;

/**
 * POST /v1/public/waitlist/{username}/wait-estimate {group_size}: the quote for a party of that
 * size (null: the location does not show wait times). `enabled`: once the size is chosen.
 */
export function usePublicWaitEstimate(username: string, groupSize: number | null, enabled: boolean) {
  return useQuery({
    queryKey: publicKeys.waitEstimate(username, groupSize),
    enabled,
    retry: false,
    refetchInterval: WAIT_ESTIMATE_REFRESH_MS,
    queryFn: async ({ signal }) =>
      (
        await api.post<{ data: WaitEstimate | null }>(
          `${usernamePath(username)}/wait-estimate`,
          { group_size: groupSize },
          { signal },
        )
      ).data,
  });
}

export interface PublicAvailabilityRequest {
  from: string;
  group_size: number | null;
  product_id: number | null;
  duration_mins: number | null;
}

/** POST /v1/public/waitlist/{username}/availability: the free starts of one day. */
export function usePublicAvailability(username: string, body: PublicAvailabilityRequest | null) {
  return useQuery({
    queryKey: publicKeys.availability(
      username,
      body ?? { from: '', group_size: null, product_id: null, duration_mins: null },
    ),
    enabled: body !== null,
    retry: false,
    staleTime: 0,
    queryFn: async ({ signal }) =>
      (
        await api.post<{ data: AvailabilitySlot[] }>(`${usernamePath(username)}/availability`, body, {
          signal,
        })
      ).data,
  });
}

/** The answer of a public registration: the code of the customer's turn page (/t/{code}). */
export interface PublicRegisterAnswer {
  code: string;
  url: string;
}

/** POST /v1/public/waitlist/{username}/register. */
export function usePublicRegister(username: string) {
  return useMutation({
    mutationFn: async (body: PublicRegisterBody) =>
      (await api.post<{ data: PublicRegisterAnswer }>(`${usernamePath(username)}/register`, body)).data,
  });
}

/** GET /v1/public/queue/{code}: the customer's turn, refreshed every 30 s. */
export function usePublicTurn(code: string) {
  return useQuery({
    queryKey: publicKeys.turn(code),
    retry: false,
    refetchInterval: TURN_REFRESH_MS,
    queryFn: async ({ signal }) => (await api.get<{ data: PublicTurn }>(codePath(code), { signal })).data,
  });
}

/** POST /v1/public/queue/{code}/confirmation {response}: the customer confirms or declines. */
export function useAnswerConfirmation(code: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (response: boolean) =>
      (await api.post<{ data: PublicTurn }>(`${codePath(code)}/confirmation`, { response })).data,
    onSettled: () => queryClient.invalidateQueries({ queryKey: publicKeys.turn(code) }),
  });
}
