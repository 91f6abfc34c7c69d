import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { IdTokenFault } from '../../scripts/local-oidc-issuer';
import { e2eDataDir } from './e2e-data-dir';

/** Where start-server.ts writes the local OpenID Connect issuer's URL (it takes a free port). */
export function googleIssuerFile(): string {
  return join(e2eDataDir(), 'google-issuer-url');
}

/** The next ID token the local issuer hands the server carries `fault` (once). */
export async function spoilNextGoogleIdToken(fault: IdTokenFault): Promise<void> {
  const issuer = readFileSync(googleIssuerFile(), 'utf8').trim();
  const response = await fetch(`${issuer}/_test/spoil-next-id-token?fault=${fault}`, { method: 'POST' });
  if (!response.ok) throw new Error(`the local issuer refused the fault: ${response.status}`);
}
