import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { LoyaltyProgramCreate, LoyaltyProgramPatch } from '../../../domain/contract/loyalty';
import { queryKeys } from '../../../lib/query/keys';
import { loyaltyApi } from '../api/loyalty-api';

/** GET /v1/loyalty/program: every program of the company (programs are company-wide). */
export function usePrograms() {
  return useQuery({
    queryKey: queryKeys.loyalty.programs,
    queryFn: ({ signal }) => loyaltyApi.programs(signal),
  });
}

export type ProgramSave =
  | { id: number; patch: LoyaltyProgramPatch }
  | { id: null; create: LoyaltyProgramCreate };

/** POST or PATCH a program; the lists under ['loyalty'] (programs, the front's available ones) are read again. */
export function useSaveProgram() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (save: ProgramSave) =>
      save.id === null ? loyaltyApi.createProgram(save.create) : loyaltyApi.patchProgram(save.id, save.patch),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['loyalty'] }),
  });
}
