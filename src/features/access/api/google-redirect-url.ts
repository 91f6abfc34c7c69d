import { api } from '../../../lib/api/client';

/**
 * POST /v1/auth/google/redirect-url {state {source_url, next_url}} → data.url: Google's page,
 * whose callback comes back to `source_url` with `?jwt=` (the signed result) or `?oauth_error=`.
 */
export async function googleRedirectUrl(state: {
  source_url: string;
  next_url: string | null;
}): Promise<string> {
  const body = await api.post<{ data: { url: string } }>('/v1/auth/google/redirect-url', { state });
  return body.data.url;
}
