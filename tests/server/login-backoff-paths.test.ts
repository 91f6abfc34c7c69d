import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startLocalOidcIssuer } from '../../scripts/local-oidc-issuer';
import { messages } from '../../server/db/schema';
import { LOGIN_BACKOFF, LoginBackoffError } from '../../server/modules/access/login-backoff';
import { NEW_PASSWORD, signUp } from './helpers/account-fixtures';
import { bearer, DEMO, loginAs, startTestApp, type TestApp } from './helpers/test-app';

// Every path that checks an account's password shares the account's backoff (login-backoff.ts):
// the password login, Google's link step and accepting an invitation as an existing account.
const CLIENT = { clientId: 'mostrador-test', clientSecret: 'secreto-de-prueba' };
const STATE_COOKIE = 'mostrador_oauth_state';
const WRONG = 'NoEsLaClave1';
// The clock stands still: every account below waits its first minute from this instant.
const clock = new Date();

let issuer: Awaited<ReturnType<typeof startLocalOidcIssuer>>;
let t: TestApp;
let nextIp = 1;

beforeAll(async () => {
  issuer = await startLocalOidcIssuer(CLIENT);
  t = await startTestApp({ config: { google: { ...CLIENT, issuer: issuer.issuer } }, now: () => clock });
});
afterAll(async () => {
  await t?.close();
  await issuer?.close();
});

/** Each try from an address never used before: only the per-account limit can stop them. */
function post(url: string, payload: object) {
  return t.app.inject({ method: 'POST', url, payload, remoteAddress: `198.18.1.${nextIp++}` });
}

const login = (email: string, password: string) => post('/v1/user/account/login', { email, password });

/** Google's sign-in result for this address (a verified e-mail at the provider). */
async function googleResultFor(email: string): Promise<string> {
  const started = await post('/v1/auth/google/redirect-url', { state: { source_url: '/login' } });
  const state = started.cookies.find((cookie) => cookie.name === STATE_COOKIE)?.value ?? '';
  const back = new URL(
    issuer.authorize({ authorizationUrl: started.json().data.url, name: 'Sofía Google', email }),
  );
  const callback = await t.app.inject({
    url: `${back.pathname}${back.search}`,
    cookies: { [STATE_COOKIE]: state },
  });
  const jwt = new URL(String(callback.headers.location), 'http://app.test').searchParams.get('jwt');
  if (!jwt) throw new Error(`no sign-in result: ${callback.headers.location}`);
  return jwt;
}

/** An invitation of the demo owner to this address: the token its e-mail links to. */
async function invitationFor(email: string): Promise<string> {
  const owner = await loginAs(t.app, DEMO.owner);
  const sent = await t.app.inject({
    method: 'POST',
    url: '/v1/user/invite',
    headers: bearer(owner),
    payload: { name: 'Vera', email, role: 'viewer' },
  });
  expect(sent.statusCode, sent.body).toBe(200);
  const [mail] = await t.database.db
    .select({ body: messages.body })
    .from(messages)
    .where(and(eq(messages.recipient, email), eq(messages.channel, 'email')))
    .orderBy(desc(messages.id))
    .limit(1);
  const token = /\/invite\?token=([A-Za-z0-9_-]+)/.exec(mail?.body ?? '')?.[1];
  if (!token) throw new Error(`no invitation e-mailed to ${email}`);
  return token;
}

/** The three ways of typing this account's password. */
async function pathsFor(email: string) {
  const jwt = await googleResultFor(email);
  const invitation = await invitationFor(email);
  return {
    login: (password: string) => login(email, password),
    googleLink: (password: string) => post('/v1/user/account/login-oauth', { jwt, password }),
    invitation: (password: string) =>
      post(`/v1/user/invite/${invitation}/accept`, { name: 'Vera', email, phone: null, password }),
  };
}

type Path = (password: string) => ReturnType<typeof post>;

/** What the password login answers a waiting account (login-backoff.test.ts checks its words). */
const WAITING = new LoginBackoffError(new Date(clock.getTime() + 60_000), clock).toBody();

async function expectWaiting(path: Path) {
  const response = await path(NEW_PASSWORD);
  expect(response.statusCode, response.body).toBe(429);
  expect(response.json()).toEqual(WAITING);
  expect(response.headers['retry-after']).toBe('60');
}

async function failTimes(path: Path, times: number) {
  for (let i = 0; i < times; i += 1) {
    const response = await path(WRONG);
    expect(response.statusCode, response.body).toBe(422);
    expect(Object.keys(response.json().errors)).toEqual(['password']);
  }
}

describe('one backoff per account, whichever path the password is typed on', () => {
  it("Google's link step: after 5 wrong passwords the account waits, there and at the login", async () => {
    const email = 'enlace.google@example.com';
    await signUp(t.app, { email });
    const paths = await pathsFor(email);
    await failTimes(paths.googleLink, LOGIN_BACKOFF.freeFailures);
    await expectWaiting(paths.googleLink);
    await expectWaiting(paths.login);
  });

  it('an invitation for an existing account: after 5 wrong passwords the account waits, there and at the login', async () => {
    const email = 'invitada@example.com';
    await signUp(t.app, { email });
    const paths = await pathsFor(email);
    await failTimes(paths.invitation, LOGIN_BACKOFF.freeFailures);
    await expectWaiting(paths.invitation);
    await expectWaiting(paths.login);
  });

  it('wrong passwords on the three paths add up: the sixth try waits on every path', async () => {
    const email = 'tres.caminos@example.com';
    await signUp(t.app, { email });
    const paths = await pathsFor(email);
    await failTimes(paths.login, 2);
    await failTimes(paths.googleLink, 2);
    await failTimes(paths.invitation, 1);
    await expectWaiting(paths.login);
    await expectWaiting(paths.googleLink);
    await expectWaiting(paths.invitation);
  });

  it('a right password on any path forgives the failures', async () => {
    const email = 'acierta@example.com';
    await signUp(t.app, { email });
    const paths = await pathsFor(email);
    await failTimes(paths.login, LOGIN_BACKOFF.freeFailures - 1);
    expect((await paths.invitation(NEW_PASSWORD)).statusCode).toBe(200);
    await failTimes(paths.login, LOGIN_BACKOFF.freeFailures);
    await expectWaiting(paths.login);
  });
});
