import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useCallback } from 'react';

/**
 * After any sign-in (password, new account, invitation, access code): another user's cached data
 * must not leak into this session, so the cache is dropped and the guard loads fresh settings
 * on the way to `href` (it sends an unverified phone to phone-verify, 01 §4.2).
 */
export function useAfterSignIn() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useCallback(
    async (href: string) => {
      queryClient.clear();
      await navigate({ href, replace: true });
    },
    [queryClient, navigate],
  );
}
