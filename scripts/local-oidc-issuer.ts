// A small, real OpenID Connect provider on the loopback, standing in for Google in tests and by
// hand (Google itself is out of reach here). It publishes discovery and a JWKS, shows an account
// chooser at /authorize, issues one-time codes bound to the client, redirect_uri, nonce and PKCE
// challenge, and answers /token with an RS256-signed ID token.
//
// By hand: `node --import tsx scripts/local-oidc-issuer.ts` starts it on port 9400 (or
// LOCAL_OIDC_PORT) and prints the GOOGLE_CLIENT_ID, GOOGLE_CLIENT_SECRET and GOOGLE_ISSUER to
// start the API with; "Continuar con Google" then lands on its 'Elige una cuenta' page.
//
// Test controls: spoilNextIdToken(fault) makes the NEXT token answer faulty (an ID token signed
// with a key /jwks does not publish, already expired, with another nonce or audience, without an
// e-mail or with an unverified one, or a token error); a process that did not start the issuer
// (Playwright's workers) can do the same with `POST /_test/spoil-next-id-token?fault=forged`.
// authorize() and cancel() give the callback URL without posting the form.
import { createHash, randomBytes } from 'node:crypto';
import { once } from 'node:events';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { pathToFileURL } from 'node:url';
import { exportJWK, generateKeyPair, SignJWT } from 'jose';

export const ID_TOKEN_FAULTS = [
  'forged',
  'expired',
  'wrong-nonce',
  'wrong-audience',
  'no-email',
  'unverified-email',
  'token-error',
] as const;
export type IdTokenFault = (typeof ID_TOKEN_FAULTS)[number];

export interface LocalOidcIssuerOptions {
  /** 0 or absent: any free port. */
  port?: number;
  clientId: string;
  clientSecret: string;
}

export interface LocalOidcIssuer {
  /** http://127.0.0.1:<port>, the issuer identifier and discovery base. */
  issuer: string;
  close(): Promise<void>;
  /** The next /token answer carries this fault (once). */
  spoilNextIdToken(fault: IdTokenFault): void;
  /** Chooses an account for an authorization URL, as the form's "Continuar" does: the callback URL. */
  authorize(input: { authorizationUrl: string; name?: string; email?: string }): string;
  /** The callback URL of the "Cancelar" link (error=access_denied). */
  cancel(authorizationUrl: string): string;
}

const DEFAULT_NAME = 'Sofía Google';
const DEFAULT_EMAIL = 'sofia.google@example.com';
const CODE_TTL_MS = 60_000;
const ID_TOKEN_TTL_S = 300;
const KEY_ID = 'local-oidc-1';

interface AuthorizationRequest {
  redirectUri: string;
  state: string | null;
  nonce: string | null;
  codeChallenge: string;
}

interface IssuedCode extends AuthorizationRequest {
  name: string;
  email: string;
  expiresAt: number;
}

class BadRequest extends Error {}

function base64url(bytes: Buffer): string {
  return bytes.toString('base64url');
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** Google-like stable subject: the same e-mail always gets the same sub. */
function subjectFor(email: string): string {
  return BigInt(`0x${createHash('sha256').update(email.trim().toLowerCase()).digest('hex').slice(0, 16)}`)
    .toString()
    .padStart(21, '1');
}

function withParams(base: string, params: Record<string, string | null>): string {
  const url = new URL(base);
  for (const [key, value] of Object.entries(params)) if (value !== null) url.searchParams.set(key, value);
  return url.href;
}

async function readBody(request: IncomingMessage): Promise<URLSearchParams> {
  let body = '';
  request.setEncoding('utf8');
  for await (const chunk of request) {
    body += chunk;
    if (body.length > 64_000) throw new BadRequest('body too large');
  }
  return new URLSearchParams(body);
}

function send(response: ServerResponse, status: number, type: string, body: string): void {
  response.writeHead(status, { 'content-type': type, 'cache-control': 'no-store' });
  response.end(body);
}

function sendJson(response: ServerResponse, status: number, body: unknown): void {
  send(response, status, 'application/json', JSON.stringify(body));
}

function redirect(response: ServerResponse, location: string): void {
  response.writeHead(303, { location, 'cache-control': 'no-store' });
  response.end();
}

export async function startLocalOidcIssuer(options: LocalOidcIssuerOptions): Promise<LocalOidcIssuer> {
  const { clientId, clientSecret } = options;
  const keys = await generateKeyPair('RS256', { extractable: true });
  // Same kid as the published key, so a forged token is tried against /jwks and fails there.
  const forgedKeys = await generateKeyPair('RS256');
  const publicJwk = { ...(await exportJWK(keys.publicKey)), kid: KEY_ID, alg: 'RS256', use: 'sig' };
  const codes = new Map<string, IssuedCode>();
  let nextFault: IdTokenFault | null = null;
  let issuer = '';

  /** Reads and checks an authorization request's parameters. */
  function authorizationRequest(params: URLSearchParams): AuthorizationRequest {
    if (params.get('client_id') !== clientId) throw new BadRequest('unknown client_id');
    if (params.get('response_type') !== 'code') throw new BadRequest('response_type must be code');
    if (!(params.get('scope') ?? '').split(' ').includes('openid'))
      throw new BadRequest('scope lacks openid');
    const redirectUri = params.get('redirect_uri');
    if (!redirectUri || !URL.canParse(redirectUri)) throw new BadRequest('bad redirect_uri');
    const codeChallenge = params.get('code_challenge');
    if (!codeChallenge || params.get('code_challenge_method') !== 'S256') {
      throw new BadRequest('PKCE with S256 is required');
    }
    return { redirectUri, state: params.get('state'), nonce: params.get('nonce'), codeChallenge };
  }

  function issueCode(request: AuthorizationRequest, name: string, email: string): string {
    const code = base64url(randomBytes(24));
    codes.set(code, { ...request, name, email, expiresAt: Date.now() + CODE_TTL_MS });
    return withParams(request.redirectUri, { code, state: request.state });
  }

  function cancelUrl(request: AuthorizationRequest): string {
    return withParams(request.redirectUri, { error: 'access_denied', state: request.state });
  }

  function chooserPage(params: URLSearchParams, request: AuthorizationRequest): string {
    const hidden = [...params]
      .map(([key, value]) => `<input type="hidden" name="${escapeHtml(key)}" value="${escapeHtml(value)}">`)
      .join('');
    return `<!doctype html>
<html lang="es"><head><meta charset="utf-8"><title>Elige una cuenta</title></head>
<body><main>
<h1>Elige una cuenta</h1>
<form method="post" action="/authorize">${hidden}
<label>Nombre <input name="name" value="${escapeHtml(DEFAULT_NAME)}"></label>
<label>Correo electrónico <input name="email" type="email" value="${escapeHtml(DEFAULT_EMAIL)}"></label>
<button type="submit">Continuar</button>
</form>
<a href="${escapeHtml(cancelUrl(request))}">Cancelar</a>
</main></body></html>`;
  }

  /** The client's credentials: client_secret_post or client_secret_basic. */
  function clientAuthenticated(request: IncomingMessage, body: URLSearchParams): boolean {
    const header = request.headers.authorization;
    if (header?.startsWith('Basic ')) {
      const [id, secret] = Buffer.from(header.slice(6), 'base64')
        .toString('utf8')
        .split(':')
        .map((part) => decodeURIComponent(part));
      return id === clientId && secret === clientSecret;
    }
    return body.get('client_id') === clientId && body.get('client_secret') === clientSecret;
  }

  async function idToken(issued: IssuedCode, fault: IdTokenFault | null): Promise<string> {
    const now = Math.floor(Date.now() / 1000);
    const claims: Record<string, unknown> = { name: issued.name };
    if (fault !== 'no-email') {
      claims.email = issued.email;
      claims.email_verified = fault !== 'unverified-email';
    }
    const nonce = fault === 'wrong-nonce' ? base64url(randomBytes(16)) : issued.nonce;
    if (nonce !== null) claims.nonce = nonce;
    const issuedAt = fault === 'expired' ? now - 2 * ID_TOKEN_TTL_S : now;
    return new SignJWT(claims)
      .setProtectedHeader({ alg: 'RS256', kid: KEY_ID, typ: 'JWT' })
      .setIssuer(issuer)
      .setAudience(fault === 'wrong-audience' ? `${clientId}-other` : clientId)
      .setSubject(subjectFor(issued.email))
      .setIssuedAt(issuedAt)
      .setExpirationTime(issuedAt + ID_TOKEN_TTL_S)
      .sign(fault === 'forged' ? forgedKeys.privateKey : keys.privateKey);
  }

  async function token(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const body = await readBody(request);
    if (!clientAuthenticated(request, body)) {
      sendJson(response, 401, { error: 'invalid_client' });
      return;
    }
    const fault = nextFault;
    nextFault = null;
    const code = body.get('code') ?? '';
    const issued = codes.get(code);
    codes.delete(code);
    const verifier = body.get('code_verifier') ?? '';
    const challenge = base64url(createHash('sha256').update(verifier).digest());
    if (
      fault === 'token-error' ||
      body.get('grant_type') !== 'authorization_code' ||
      !issued ||
      issued.expiresAt < Date.now() ||
      issued.redirectUri !== body.get('redirect_uri') ||
      issued.codeChallenge !== challenge
    ) {
      sendJson(response, 400, { error: 'invalid_grant' });
      return;
    }
    sendJson(response, 200, {
      access_token: base64url(randomBytes(24)),
      token_type: 'Bearer',
      expires_in: ID_TOKEN_TTL_S,
      scope: 'openid email profile',
      id_token: await idToken(issued, fault),
    });
  }

  async function handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const url = new URL(request.url ?? '/', issuer);
    const route = `${request.method} ${url.pathname}`;
    if (route === 'GET /.well-known/openid-configuration') {
      sendJson(response, 200, {
        issuer,
        authorization_endpoint: `${issuer}/authorize`,
        token_endpoint: `${issuer}/token`,
        jwks_uri: `${issuer}/jwks`,
        response_types_supported: ['code'],
        subject_types_supported: ['public'],
        id_token_signing_alg_values_supported: ['RS256'],
        scopes_supported: ['openid', 'email', 'profile'],
        token_endpoint_auth_methods_supported: ['client_secret_post', 'client_secret_basic'],
        code_challenge_methods_supported: ['S256'],
        claims_supported: ['iss', 'aud', 'sub', 'iat', 'exp', 'nonce', 'email', 'email_verified', 'name'],
      });
    } else if (route === 'GET /jwks') {
      sendJson(response, 200, { keys: [publicJwk] });
    } else if (route === 'GET /authorize') {
      send(
        response,
        200,
        'text/html; charset=utf-8',
        chooserPage(url.searchParams, authorizationRequest(url.searchParams)),
      );
    } else if (route === 'POST /authorize') {
      const body = await readBody(request);
      const chosen = authorizationRequest(body);
      const email = (body.get('email') ?? '').trim();
      if (!email) throw new BadRequest('email is required');
      redirect(response, issueCode(chosen, (body.get('name') ?? '').trim() || DEFAULT_NAME, email));
    } else if (route === 'POST /token') {
      await token(request, response);
    } else if (route === 'POST /_test/spoil-next-id-token') {
      const fault = url.searchParams.get('fault');
      const known = ID_TOKEN_FAULTS.find((candidate) => candidate === fault);
      if (!known) throw new BadRequest(`fault must be one of ${ID_TOKEN_FAULTS.join(', ')}`);
      nextFault = known;
      send(response, 204, 'text/plain', '');
    } else {
      send(response, 404, 'text/plain', 'not found');
    }
  }

  const server = createServer((request, response) => {
    handle(request, response).catch((error: unknown) => {
      const badRequest = error instanceof BadRequest;
      send(
        response,
        badRequest ? 400 : 500,
        'text/plain; charset=utf-8',
        badRequest ? error.message : 'error',
      );
    });
  });
  server.listen(options.port ?? 0, '127.0.0.1');
  await once(server, 'listening');
  issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    issuer,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
    spoilNextIdToken(fault) {
      nextFault = fault;
    },
    authorize({ authorizationUrl, name = DEFAULT_NAME, email = DEFAULT_EMAIL }) {
      return issueCode(authorizationRequest(new URL(authorizationUrl).searchParams), name, email);
    },
    cancel(authorizationUrl) {
      return cancelUrl(authorizationRequest(new URL(authorizationUrl).searchParams));
    },
  };
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const clientId = 'mostrador-local';
  const clientSecret = 'mostrador-local-secret';
  const local = await startLocalOidcIssuer({
    port: Number(process.env.LOCAL_OIDC_PORT ?? 9400),
    clientId,
    clientSecret,
  });
  process.stdout.write(
    `Proveedor OpenID local en ${local.issuer}. Inicia la API con:\n` +
      `GOOGLE_CLIENT_ID=${clientId} GOOGLE_CLIENT_SECRET=${clientSecret} GOOGLE_ISSUER=${local.issuer}\n`,
  );
  const stop = () => {
    local.close().then(() => process.exit(0));
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}
