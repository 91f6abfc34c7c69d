import { describe, expect, it } from 'vitest';
import {
  decideRoute,
  type GuardDecision,
  type GuardInput,
  safeNextUrl,
  unknownGuardResultMessage,
} from '../../src/domain/rules/guard';

/** A logged-in, fully set-up user on a protected route: every rule passes. */
const READY: GuardInput = {
  isLoggedIn: true,
  settingsLoaded: true,
  phoneVerified: true,
  hasLocation: true,
  settingsConfirmed: false,
  anyLocation: null,
  routeNeedsAuth: true,
  routeGuestOnly: false,
  routeIsCustomerPage: false,
  routeName: 'waitlist-hostess',
  hasRouteRole: true,
  requestedUrl: '/hostess',
};

const VISITOR: GuardInput = {
  ...READY,
  isLoggedIn: false,
  settingsLoaded: false,
  phoneVerified: false,
  hasLocation: false,
};

const allow: GuardDecision = { type: 'allow' };
const loadSettings: GuardDecision = { type: 'load-settings' };
const toPhoneVerify: GuardDecision = { type: 'redirect', to: 'account-phone-verify' };
const toSelectLocation: GuardDecision = {
  type: 'redirect',
  to: 'account-location-select',
  search: { from: 'start' },
};
const refreshSettings: GuardDecision = { type: 'refresh-settings' };
const toOnboarding: GuardDecision = { type: 'redirect', to: 'onboard-location' };
/** Rule 3 once the server said the account has no current location but has some to choose from. */
const NO_CURRENT: Partial<GuardInput> = { hasLocation: false, settingsConfirmed: true, anyLocation: true };
const toAdminHome: GuardDecision = { type: 'redirect', to: 'admin-home' };
const toLogin = (nextUrl: string): GuardDecision => ({
  type: 'redirect',
  to: 'account-login',
  search: { next_url: nextUrl },
});

type Case = [name: string, base: GuardInput, overrides: Partial<GuardInput>, expected: GuardDecision];

const cases: Case[] = [
  // Rule 1
  ['logged in, settings not loaded → load settings', READY, { settingsLoaded: false }, loadSettings],
  [
    'rule 1 comes before every other rule',
    READY,
    { settingsLoaded: false, phoneVerified: false, hasLocation: false, routeGuestOnly: true },
    loadSettings,
  ],
  // Rule 2
  ['phone not verified → phone-verify', READY, { phoneVerified: false }, toPhoneVerify],
  [
    'logged in + unverified + no location → phone-verify first',
    READY,
    { phoneVerified: false, hasLocation: false },
    toPhoneVerify,
  ],
  [
    'unverified on select-location still goes to phone-verify',
    READY,
    { phoneVerified: false, routeName: 'account-location-select', requestedUrl: '/select-location' },
    toPhoneVerify,
  ],
  [
    'unverified on phone-verify stays there, even without a location',
    READY,
    { phoneVerified: false, hasLocation: false, routeName: 'account-phone-verify' },
    allow,
  ],
  [
    'unverified on a guest-only route → phone-verify before rule 5',
    READY,
    { phoneVerified: false, routeGuestOnly: true, routeNeedsAuth: false, routeName: 'account-login' },
    toPhoneVerify,
  ],
  // Rule 3
  [
    'no location in the saved settings → read them again first (issue 17 §10)',
    READY,
    { hasLocation: false },
    refreshSettings,
  ],
  ['a location in the saved settings is trusted', READY, { settingsConfirmed: false }, allow],
  [
    'no location confirmed by the server → ask for the account’s locations',
    READY,
    { hasLocation: false, settingsConfirmed: true },
    { type: 'load-locations' },
  ],
  ['no location, some to choose → select-location with from=start', READY, NO_CURRENT, toSelectLocation],
  [
    'no location at all → straight to onboarding’s form (02 §2, issue 17 §11)',
    READY,
    { ...NO_CURRENT, anyLocation: false },
    toOnboarding,
  ],
  [
    'no location on select-location → allowed',
    READY,
    { hasLocation: false, routeName: 'account-location-select' },
    allow,
  ],
  ['no location on onboarding → allowed', READY, { hasLocation: false, routeName: 'onboard-home' }, allow],
  [
    'no location on a guest-only route → select-location before rule 5',
    READY,
    { ...NO_CURRENT, routeGuestOnly: true, routeNeedsAuth: false, routeName: 'account-login' },
    toSelectLocation,
  ],
  [
    'no location on phone-verify (phone already verified) → select-location',
    READY,
    { ...NO_CURRENT, routeName: 'account-phone-verify' },
    toSelectLocation,
  ],
  // Rule 4
  ['visitor on a protected route → login with next_url', VISITOR, {}, toLogin('/hostess')],
  [
    'next_url keeps the search of the requested URL',
    VISITOR,
    { requestedUrl: '/loyalty/transactions?page=2', routeName: 'loyalty-transaction-list' },
    toLogin('/loyalty/transactions?page=2'),
  ],
  [
    'visitor on the admin home → login without next_url',
    VISITOR,
    { routeName: 'admin-home', requestedUrl: '/' },
    { type: 'redirect', to: 'account-login' },
  ],
  [
    'a visitor is never sent to phone-verify or select-location',
    VISITOR,
    { routeNeedsAuth: false, routeName: 'account-invite', requestedUrl: '/invite' },
    allow,
  ],
  // Rule 5
  [
    'visitor on a guest-only route → allowed',
    VISITOR,
    { routeNeedsAuth: false, routeGuestOnly: true, routeName: 'account-login', requestedUrl: '/login' },
    allow,
  ],
  [
    'logged-in user on a guest-only route → admin home',
    READY,
    { routeNeedsAuth: false, routeGuestOnly: true, routeName: 'account-login' },
    toAdminHome,
  ],
  [
    'logged-in user on a public route → allowed',
    READY,
    { routeNeedsAuth: false, routeName: 'account-invite' },
    allow,
  ],
  ['logged-in, ready user on a protected route → allowed', READY, {}, allow],
  // Customers' pages
  [
    'unverified staff member on a customer page → allowed, never sent to phone-verify',
    { ...READY, phoneVerified: false },
    { routeNeedsAuth: false, routeIsCustomerPage: true, routeName: 'public-turn', requestedUrl: '/t/abc' },
    allow,
  ],
  [
    'logged-in user whose settings are not loaded, on a customer page → allowed without loading them',
    { ...READY, settingsLoaded: false },
    { routeNeedsAuth: false, routeIsCustomerPage: true, routeName: 'public-registration' },
    allow,
  ],
  [
    'visitor on a customer page → allowed',
    VISITOR,
    { routeNeedsAuth: false, routeIsCustomerPage: true, routeName: 'public-registration' },
    allow,
  ],
  // Rule 6
  ['a missing role still allows the route', READY, { hasRouteRole: false }, allow],
];

describe('route guard (spec 01 §4.2)', () => {
  it.each(cases)('%s', (_name, base, overrides, expected) => {
    expect(decideRoute({ ...base, ...overrides })).toEqual(expected);
  });

  it('unknown guard result message', () => {
    expect(unknownGuardResultMessage('sin-ubicacion')).toBe('Error desconocido: sin-ubicacion.');
  });
});

describe('safeNextUrl', () => {
  it.each([
    ['/hostess', '/hostess'],
    ['/loyalty/transactions/4?x=1', '/loyalty/transactions/4?x=1'],
    ['//evil.example/hostess', null],
    ['https://evil.example', null],
    ['javascript:alert(1)', null],
    ['/\\evil.example', null],
    ['', null],
    [undefined, null],
  ])('%s → %s', (input, expected) => {
    expect(safeNextUrl(input)).toBe(expected);
  });
});
