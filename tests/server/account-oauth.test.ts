import { count, desc, eq } from 'drizzle-orm';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type IdTokenFault, startLocalOidcIssuer } from '../../scripts/local-oidc-issuer';
import { oauthSignIns, serverSecrets, sessions, userIdentities, users } from '../../server/db/schema';
import { MESSAGES, SESSION_COOKIE } from '../../src/domain/contract/access';
import { ACCOUNT_ERRORS, OAUTH_ERRORS } from '../../src/domain/contract/account';
import { NEW_PASSWORD, platformMessagesTo, signUp } from './helpers/account-fixtures';
import { bearer, startTestApp, type TestApp } from './helpers/test-app';

const CLIENT = { clientId: 'mostrador-test', clientSecret: 'secreto-de-prueba' };
const STATE_COOKIE = 'mostrador_oauth_state';
const MINUTE_MS = 60_000;

let issuer: Awaited<ReturnType<typeof startLocalOidcIssuer>>;
let t: TestApp;
let clock = new Date();
let nextPhone = 5570000000;

beforeAll(async () => {
  issuer = await startLocalOidcIssuer(CLIENT);
  t = await startTestApp({
    config: { google: { ...CLIENT, issuer: issuer.issuer } },
    now: () => clock,
  });
});
afterAll(async () => {
  await t?.close();
  await issuer?.close();
});

function post(url: string, payload: unknown) {
  return t.app.inject({ method: 'POST', url, payload: payload as object });
}

interface Started {
  authorizationUrl: string;
  state: string;
}

async function redirectUrl(
  state: { source_url: string; next_url?: string | null } = { source_url: '/login' },
) {
  return post('/v1/auth/google/redirect-url', { state });
}

async function start(state?: { source_url: string; next_url?: string | null }): Promise<Started> {
  const response = await redirectUrl(state);
  expect(response.statusCode, response.body).toBe(200);
  const cookie = response.cookies.find((c) => c.name === STATE_COOKIE);
  if (!cookie) throw new Error('no state cookie');
  return { authorizationUrl: response.json<{ data: { url: string } }>().data.url, state: cookie.value };
}

/** The provider's redirect arriving at the API: where the browser goes next. */
async function callback(callbackUrl: string, stateCookie: string | null) {
  const url = new URL(callbackUrl);
  const response = await t.app.inject({
    url: `${url.pathname}${url.search}`,
    cookies: stateCookie === null ? {} : { [STATE_COOKIE]: stateCookie },
  });
  expect(response.statusCode, response.body).toBe(303);
  expect(response.headers['content-type'] ?? '').not.toContain('json');
  const cleared = response.cookies.find((c) => c.name === STATE_COOKIE);
  expect(cleared?.value).toBe('');
  return new URL(String(response.headers.location), 'http://app.test');
}

/** A whole sign-in at the provider: the location the app sends the browser back to. */
async function signInWithGoogle(
  options: {
    name?: string;
    email?: string;
    fault?: IdTokenFault;
    source_url?: string;
    next_url?: string;
  } = {},
) {
  const started = await start({
    source_url: options.source_url ?? '/login',
    next_url: options.next_url ?? null,
  });
  if (options.fault) issuer.spoilNextIdToken(options.fault);
  const back = issuer.authorize({
    authorizationUrl: started.authorizationUrl,
    name: options.name,
    email: options.email,
  });
  return callback(back, started.state);
}

async function resultFor(email: string, name = 'Sofía Google'): Promise<string> {
  const location = await signInWithGoogle({ email, name });
  const jwt = location.searchParams.get('jwt');
  if (!jwt) throw new Error(`no result: ${location.href}`);
  return jwt;
}

function loginOauth(jwt: unknown) {
  return post('/v1/user/account/login-oauth', { jwt });
}

function createOauth(body: Record<string, unknown>) {
  nextPhone += 1;
  return post('/v1/user/account/create-oauth', { name: 'Sofía Google', phone: String(nextPhone), ...body });
}

async function totals() {
  const db = t.app.deps.platformDb;
  const [u] = await db.select({ n: count() }).from(users);
  const [s] = await db.select({ n: count() }).from(sessions);
  const [i] = await db.select({ n: count() }).from(userIdentities);
  return { users: u?.n, sessions: s?.n, identities: i?.n };
}

function expectResultInvalid(response: { statusCode: number; json(): unknown }) {
  expect(response.statusCode).toBe(422);
  expect(response.json()).toMatchObject({ errors: { jwt: [OAUTH_ERRORS.resultInvalid] } });
}

describe('POST /v1/auth/google/redirect-url', () => {
  it('answers 404 when Google sign-in is not configured, and for an unknown provider', async () => {
    const plain = await startTestApp();
    try {
      const response = await plain.app.inject({
        method: 'POST',
        url: '/v1/auth/google/redirect-url',
        payload: { state: { source_url: '/login' } },
      });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ message: OAUTH_ERRORS.notConfigured });
    } finally {
      await plain.close();
    }
    const unknown = await post('/v1/auth/facebook/redirect-url', { state: { source_url: '/login' } });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ message: OAUTH_ERRORS.notConfigured });
  });

  it('answers 422 unless source_url and next_url are paths of this app', async () => {
    for (const state of [
      { source_url: 'https://evil.example' },
      { source_url: '//evil.example/login' },
      { source_url: '/\\evil.example' },
      { source_url: '/login', next_url: '//evil.example' },
    ]) {
      const response = await redirectUrl(state);
      expect(response.statusCode, JSON.stringify(state)).toBe(422);
      expect(response.json().errors).toBeDefined();
    }
    const missing = await post('/v1/auth/google/redirect-url', {});
    expect(missing.statusCode).toBe(422);
  });

  it("points at the issuer's authorize endpoint with PKCE and binds the state to this browser", async () => {
    const response = await redirectUrl({ source_url: '/login', next_url: '/settings' });
    expect(response.statusCode, response.body).toBe(200);
    const url = new URL(response.json<{ data: { url: string } }>().data.url);
    expect(`${url.origin}${url.pathname}`).toBe(`${issuer.issuer}/authorize`);
    const params = url.searchParams;
    expect(params.get('client_id')).toBe(CLIENT.clientId);
    expect(params.get('response_type')).toBe('code');
    expect(params.get('scope')).toBe('openid email profile');
    expect(params.get('redirect_uri')).toMatch(/^http:\/\/localhost(:\d+)?\/v1\/auth\/google\/callback$/);
    expect(params.get('code_challenge_method')).toBe('S256');
    expect(params.get('code_challenge')).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(params.get('nonce')).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(params.get('prompt')).toBe('select_account');
    const cookie = response.cookies.find((c) => c.name === STATE_COOKIE);
    expect(cookie).toMatchObject({
      value: params.get('state'),
      httpOnly: true,
      sameSite: 'Lax',
      path: '/v1/auth',
    });
    expect(cookie?.maxAge).toBe(600);
    // Only the state's hash is stored.
    const stored = await t.app.deps.platformDb
      .select({ stateHash: oauthSignIns.stateHash })
      .from(oauthSignIns);
    expect(stored.some((row) => row.stateHash === params.get('state'))).toBe(false);
  });

  it('uses PUBLIC_URL for the callback when it is set', async () => {
    const behindProxy = await startTestApp({
      config: {
        google: { ...CLIENT, issuer: issuer.issuer },
        publicUrl: 'https://mostrador.example/',
        cookieSecure: true,
      },
    });
    try {
      const response = await behindProxy.app.inject({
        method: 'POST',
        url: '/v1/auth/google/redirect-url',
        payload: { state: { source_url: '/login' } },
      });
      const url = new URL(response.json<{ data: { url: string } }>().data.url);
      expect(url.searchParams.get('redirect_uri')).toBe('https://mostrador.example/v1/auth/google/callback');
      expect(response.cookies.find((c) => c.name === STATE_COOKIE)?.secure).toBe(true);
    } finally {
      await behindProxy.close();
    }
  });

  it('forgets sign-ins older than a day when a new one starts', async () => {
    const db = t.app.deps.platformDb;
    const [old] = await db
      .insert(oauthSignIns)
      .values({
        provider: 'google',
        stateHash: 'a'.repeat(64),
        nonce: 'n',
        codeVerifier: 'v',
        redirectUri: 'http://localhost/v1/auth/google/callback',
        sourceUrl: '/login',
        expiresAt: new Date(clock.getTime() - 86_000_000),
        createdAt: new Date(clock.getTime() - 25 * 60 * MINUTE_MS),
      })
      .returning({ id: oauthSignIns.id });
    await start();
    const left = await db
      .select()
      .from(oauthSignIns)
      .where(eq(oauthSignIns.id, old?.id ?? 0));
    expect(left).toHaveLength(0);
  });

  it('answers 503 while the provider cannot be reached, and works once it answers', async () => {
    const probe = await startLocalOidcIssuer(CLIENT);
    const port = Number(new URL(probe.issuer).port);
    await probe.close();
    const later = await startTestApp({
      config: { google: { ...CLIENT, issuer: `http://127.0.0.1:${port}` } },
    });
    try {
      const call = () =>
        later.app.inject({
          method: 'POST',
          url: '/v1/auth/google/redirect-url',
          payload: { state: { source_url: '/login' } },
        });
      const down = await call();
      expect(down.statusCode).toBe(503);
      expect(down.json()).toMatchObject({ message: OAUTH_ERRORS.notConfigured });
      const revived = await startLocalOidcIssuer({ ...CLIENT, port });
      try {
        expect((await call()).statusCode).toBe(200);
      } finally {
        await revived.close();
      }
    } finally {
      await later.close();
    }
  });
});

describe('the full Google sign-in', () => {
  it('signs up a new identity, then signs the same Google account in', async () => {
    const before = await totals();
    const location = await signInWithGoogle({
      name: 'Sofía Google',
      email: 'sofia.nueva@example.com',
      source_url: '/login',
      next_url: '/settings',
    });
    expect(location.pathname).toBe('/login');
    expect(location.searchParams.get('next_url')).toBe('/settings');
    const jwt = location.searchParams.get('jwt') ?? '';
    // Readable claims prefill the register form; no provider token inside.
    const claims = JSON.parse(Buffer.from(jwt.split('.')[1] ?? '', 'base64url').toString());
    expect(claims).toMatchObject({
      provider: 'google',
      name: 'Sofía Google',
      email: 'sofia.nueva@example.com',
      iss: 'mostrador',
      aud: 'mostrador-sign-in',
    });
    expect(Object.keys(claims).sort()).toEqual([
      'aud',
      'email',
      'exp',
      'iat',
      'iss',
      'jti',
      'name',
      'provider',
    ]);

    const unknown = await loginOauth(jwt);
    expect(unknown.statusCode, unknown.body).toBe(200);
    expect(unknown.json()).toEqual({
      data: { exists: false, password_required: false, token: null, expires_at: null },
    });
    expect(await totals()).toEqual(before);

    const created = await createOauth({ name: 'Sofía Nueva', email: 'sofia.nueva@example.com', jwt });
    expect(created.statusCode, created.body).toBe(200);
    const { token } = created.json<{ data: { token: string } }>().data;
    expect(created.cookies.find((c) => c.name === SESSION_COOKIE)?.value).toBe(token);
    const me = await t.app.inject({ url: '/v1/user/account/settings', headers: bearer(token) });
    expect(me.statusCode, me.body).toBe(200);
    expect(me.json().data.user).toMatchObject({
      name: 'Sofía Nueva',
      email: 'sofia.nueva@example.com',
      phone_verified: false,
      email_verified: true,
    });
    const [stored] = await t.app.deps.platformDb
      .select()
      .from(users)
      .where(eq(users.email, 'sofia.nueva@example.com'));
    expect(stored?.passwordHash).toBeNull();
    // No access code until a manager makes one (it is shown only then).
    expect(stored?.linkCodeHash).toBeNull();
    const identities = await t.app.deps.platformDb
      .select()
      .from(userIdentities)
      .where(eq(userIdentities.userId, stored?.id ?? 0));
    expect(identities).toHaveLength(1);
    expect(identities[0]).toMatchObject({ provider: 'google', email: 'sofia.nueva@example.com' });

    // No password: the password login refuses the account.
    const withPassword = await post('/v1/user/account/login', {
      email: 'sofia.nueva@example.com',
      password: 'Cualquiera123',
    });
    expect(withPassword.statusCode).toBe(422);
    expect(withPassword.json().code).toBe('INVALID_CREDENTIALS');

    // The result works once.
    expectResultInvalid(await createOauth({ jwt }));
    expectResultInvalid(await loginOauth(jwt));

    const again = await loginOauth(await resultFor('sofia.nueva@example.com'));
    expect(again.statusCode, again.body).toBe(200);
    const answer = again.json<{ data: { exists: boolean; token: string; expires_at: string } }>().data;
    expect(answer.exists).toBe(true);
    const mine = await t.app.inject({ url: '/v1/user/account/settings', headers: bearer(answer.token) });
    expect(mine.json().data.user.email).toBe('sofia.nueva@example.com');
  });

  /** The token of the newest verification link e-mailed to this address. */
  async function verifyEmailToken(email: string): Promise<string> {
    const [mail] = await platformMessagesTo(t.app, email);
    const token = /\/verify-email\?token=([A-Za-z0-9_-]+)/.exec(mail?.body ?? '')?.[1];
    if (!token) throw new Error(`no verification link sent to ${email}`);
    return token;
  }

  async function identitiesOf(email: string) {
    return t.app.deps.platformDb
      .select({ email: users.email })
      .from(userIdentities)
      .innerJoin(users, eq(users.id, userIdentities.userId))
      .where(eq(userIdentities.email, email));
  }

  it('never enters an account whose e-mail nobody proved (pre-hijack), and links once it is verified', async () => {
    // Someone signs up with the victim's address and their own phone and password.
    const { body } = await signUp(t.app, { email: 'victima@example.com' });
    const before = await totals();
    const refused = await loginOauth(await resultFor('victima@example.com'));
    expect(refused.statusCode, refused.body).toBe(200);
    expect(refused.json()).toEqual({
      data: { exists: false, password_required: true, token: null, expires_at: null },
    });
    expect(await totals()).toEqual(before);
    expect(await identitiesOf('victima@example.com')).toEqual([]);

    // The link e-mailed at sign-up proves the address; then Google links by itself.
    const verified = await post('/v1/user/account/verify-email', {
      token: await verifyEmailToken('victima@example.com'),
    });
    expect(verified.statusCode, verified.body).toBe(200);
    expect(verified.json()).toEqual({ data: { verified: true } });
    const response = await loginOauth(await resultFor('Victima@Example.com'));
    expect(response.statusCode, response.body).toBe(200);
    const { data } = response.json<{ data: { exists: boolean; token: string } }>();
    expect(data.exists).toBe(true);
    const me = await t.app.inject({ url: '/v1/user/account/settings', headers: bearer(data.token) });
    expect(me.json().data.user).toMatchObject({
      email: 'victima@example.com',
      name: body.name,
      email_verified: true,
    });
    expect(await identitiesOf('victima@example.com')).toEqual([{ email: 'victima@example.com' }]);
  });

  it("links to the unproved account only with that account's password", async () => {
    await signUp(t.app, { email: 'con.clave@example.com' });
    const jwt = await resultFor('con.clave@example.com');
    const before = await totals();
    const wrong = await post('/v1/user/account/login-oauth', { jwt, password: 'NoEsLaClave1' });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().errors).toEqual({ password: [MESSAGES.wrongCredentials] });
    expect(await totals()).toEqual(before);
    const right = await post('/v1/user/account/login-oauth', { jwt, password: NEW_PASSWORD });
    expect(right.statusCode, right.body).toBe(200);
    const { data } = right.json<{ data: { exists: boolean; token: string } }>();
    expect(data.exists).toBe(true);
    const me = await t.app.inject({ url: '/v1/user/account/settings', headers: bearer(data.token) });
    expect(me.json().data.user).toMatchObject({ email: 'con.clave@example.com', email_verified: true });
  });

  it("creates the Google owner's own account, taking the address from the unproved one", async () => {
    const { body: squatter } = await signUp(t.app, { email: 'ocupado@example.com' });
    const jwt = await resultFor('ocupado@example.com');
    const created = await createOauth({ email: 'ocupado@example.com', jwt });
    expect(created.statusCode, created.body).toBe(200);
    const { token } = created.json<{ data: { token: string } }>().data;
    const me = await t.app.inject({ url: '/v1/user/account/settings', headers: bearer(token) });
    expect(me.json().data.user).toMatchObject({ email: 'ocupado@example.com', email_verified: true });
    // The other account keeps its phone and password, without the address it never proved.
    const [other] = await t.app.deps.platformDb
      .select({ email: users.email })
      .from(users)
      .where(eq(users.phone, `+52${squatter.phone}`));
    expect(other).toEqual({ email: null });
  });

  it('does not link by an e-mail the provider did not verify', async () => {
    await signUp(t.app, { email: 'sin.verificar@example.com' });
    const location = await signInWithGoogle({
      email: 'sin.verificar@example.com',
      fault: 'unverified-email',
    });
    const response = await loginOauth(location.searchParams.get('jwt'));
    expect(response.json()).toEqual({
      data: { exists: false, password_required: false, token: null, expires_at: null },
    });
  });

  it('refuses an inactive account', async () => {
    await signUp(t.app, { email: 'inactiva@example.com' });
    await t.app.deps.platformDb
      .update(users)
      .set({ status: 'inactive', emailVerifiedAt: new Date() })
      .where(eq(users.email, 'inactiva@example.com'));
    const before = await totals();
    const response = await loginOauth(await resultFor('inactiva@example.com'));
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({ errors: { jwt: [OAUTH_ERRORS.accountInactive] } });
    expect(await totals()).toEqual(before);
  });
});

describe('refused sign-ins leave no session and no user', () => {
  async function expectFailed(location: URL, code: 'failed' | 'canceled' = 'failed', path = '/login') {
    expect(location.pathname).toBe(path);
    expect(location.searchParams.get('oauth_error')).toBe(code);
    expect(location.searchParams.has('jwt')).toBe(false);
  }

  it.each(['forged', 'expired', 'wrong-nonce', 'wrong-audience', 'no-email', 'token-error'] as const)(
    'an ID token that is %s',
    async (fault) => {
      const before = await totals();
      await expectFailed(await signInWithGoogle({ fault, source_url: '/registro' }), 'failed', '/registro');
      expect(await totals()).toEqual(before);
    },
  );

  it('an unknown or replayed state', async () => {
    const started = await start();
    const back = issuer.authorize({ authorizationUrl: started.authorizationUrl });
    const forged = new URL(back);
    forged.searchParams.set('state', 'estado-inventado');
    await expectFailed(await callback(forged.href, 'estado-inventado'));
    const first = await callback(back, started.state);
    expect(first.searchParams.get('jwt')).toBeTruthy();
    await expectFailed(await callback(back, started.state));
  });

  it('a missing or different state cookie (login CSRF)', async () => {
    const before = await totals();
    const mine = await start();
    await expectFailed(await callback(issuer.authorize({ authorizationUrl: mine.authorizationUrl }), null));
    const other = await start();
    const theirs = await start();
    await expectFailed(
      await callback(issuer.authorize({ authorizationUrl: theirs.authorizationUrl }), other.state),
    );
    expect(await totals()).toEqual(before);
  });

  it('the user cancels at the provider', async () => {
    const started = await start({ source_url: '/login', next_url: '/settings' });
    const location = await callback(issuer.cancel(started.authorizationUrl), started.state);
    await expectFailed(location, 'canceled');
    expect(location.searchParams.get('next_url')).toBe('/settings');
  });

  it('an expired sign-in', async () => {
    const started = await start();
    clock = new Date(clock.getTime() + 11 * MINUTE_MS);
    await expectFailed(
      await callback(issuer.authorize({ authorizationUrl: started.authorizationUrl }), started.state),
    );
  });

  it('a forged, tampered, expired or misdirected result', async () => {
    const jwt = await resultFor('resultado@example.com');
    const before = await totals();
    const [header, payload, signature] = jwt.split('.');
    const claims = JSON.parse(Buffer.from(payload ?? '', 'base64url').toString());
    const tampered = Buffer.from(JSON.stringify({ ...claims, email: 'otra@example.com' })).toString(
      'base64url',
    );
    expectResultInvalid(await loginOauth(`${header}.${tampered}.${signature}`));

    const sign = (key: Uint8Array, overrides: Record<string, unknown> = {}) =>
      new SignJWT({ ...claims, ...overrides }).setProtectedHeader({ alg: 'HS256' }).sign(key);
    expectResultInvalid(await loginOauth(await sign(new Uint8Array(32).fill(7))));

    const [secret] = await t.app.deps.platformDb
      .select({ value: serverSecrets.value })
      .from(serverSecrets)
      .where(eq(serverSecrets.name, 'sign-in-result'));
    const key = new Uint8Array(Buffer.from(secret?.value ?? '', 'base64url'));
    // Another row, one that never completed (just started).
    await start();
    const [pending] = await t.app.deps.platformDb
      .select({ id: oauthSignIns.id })
      .from(oauthSignIns)
      .orderBy(desc(oauthSignIns.id))
      .limit(1);
    expectResultInvalid(await loginOauth(await sign(key, { jti: String(pending?.id) })));
    expectResultInvalid(await loginOauth(await sign(key, { aud: 'otra-app' })));
    expectResultInvalid(await loginOauth('no-es-un-jwt'));

    clock = new Date(clock.getTime() + 11 * MINUTE_MS);
    expectResultInvalid(await loginOauth(jwt));
    expectResultInvalid(await createOauth({ jwt }));
    expect(await totals()).toEqual(before);
  });
});

describe('POST /v1/user/account/create-oauth', () => {
  it('answers 422 per field and creates nothing', async () => {
    const jwt = await resultFor('campos@example.com');
    const before = await totals();
    const bad = await post('/v1/user/account/create-oauth', { name: '', phone: '12', jwt });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors).sort()).toEqual(['name', 'phone']);

    const { body } = await signUp(t.app);
    const afterSignUp = await totals();
    const taken = await post('/v1/user/account/create-oauth', {
      name: 'Sofía Google',
      phone: body.phone,
      jwt,
    });
    expect(taken.statusCode).toBe(422);
    expect(taken.json().errors).toEqual({ phone: [ACCOUNT_ERRORS.accountExists] });
    expect(await totals()).toEqual(afterSignUp);
    expect(afterSignUp.users).toBe((before.users ?? 0) + 1);

    // The result is still good after those refusals.
    const created = await createOauth({ email: null, jwt });
    expect(created.statusCode, created.body).toBe(200);
    const me = await t.app.inject({
      url: '/v1/user/account/settings',
      headers: bearer(created.json<{ data: { token: string } }>().data.token),
    });
    expect(me.json().data.user).toMatchObject({ email: null, email_verified: false, phone_verified: false });
  });

  it('creates one account when the same result is sent twice at once', async () => {
    const jwt = await resultFor('doble@example.com');
    const before = await totals();
    const answers = await Promise.all([createOauth({ jwt }), createOauth({ jwt })]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 422]);
    expect(await totals()).toEqual({
      users: (before.users ?? 0) + 1,
      sessions: (before.sessions ?? 0) + 1,
      identities: (before.identities ?? 0) + 1,
    });
  });

  it('answers missing, wrong-typed and oversize bodies with a Spanish 422', async () => {
    const english = /Invalid|Expected|Received/;
    for (const [url, payload, fields] of [
      ['/v1/user/account/login-oauth', {}, ['jwt']],
      ['/v1/user/account/login-oauth', { jwt: 12 }, ['jwt']],
      ['/v1/user/account/login-oauth', { jwt: 'x'.repeat(4001) }, ['jwt']],
      ['/v1/user/account/create-oauth', { name: 3, phone: null }, ['jwt', 'name', 'phone']],
      ['/v1/auth/google/redirect-url', { state: { source_url: 7 } }, ['state.source_url']],
    ] as const) {
      const response = await post(url, payload);
      expect(response.statusCode, `${url} ${JSON.stringify(payload)}`).toBe(422);
      const errors = response.json<{ errors: Record<string, string[]> }>().errors;
      expect(Object.keys(errors).sort()).toEqual([...fields]);
      expect(JSON.stringify(errors)).not.toMatch(english);
    }
  });
});
