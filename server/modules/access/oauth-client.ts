import * as client from 'openid-client';
import { OAUTH_ERRORS } from '../../../src/domain/contract/account';
import type { GoogleSignInConfig } from '../../config';
import { ApiError } from '../../http/errors';

/** The provider's discovered OpenID configuration, fetched once per app and again after a failure. */
export type OidcProvider = () => Promise<client.Configuration>;

/** A 503: the provider's discovery document could not be read (it may answer later). */
export class ProviderUnavailableError extends ApiError {
  constructor() {
    super(503, OAUTH_ERRORS.notConfigured, 'SERVICE_UNAVAILABLE');
  }
}

async function discover(google: GoogleSignInConfig): Promise<client.Configuration> {
  const issuer = new URL(google.issuer);
  // Plain http only for the local test issuer; Google itself is always https.
  const execute = issuer.protocol === 'http:' ? [client.allowInsecureRequests] : [];
  const configuration = await client.discovery(issuer, google.clientId, google.clientSecret, undefined, {
    execute,
  });
  // Verify the ID token's signature against the provider's JWKS, not only TLS.
  client.enableNonRepudiationChecks(configuration);
  return configuration;
}

export function oidcProvider(google: GoogleSignInConfig): OidcProvider {
  let configuration: Promise<client.Configuration> | undefined;
  return async () => {
    configuration ??= discover(google);
    try {
      return await configuration;
    } catch {
      configuration = undefined;
      throw new ProviderUnavailableError();
    }
  };
}
