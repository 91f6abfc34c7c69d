import { notifications } from '@mantine/notifications';
import { act } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';
import { reportServerReached } from '../../../src/lib/online-status';
import { clearLoggedInCookie, setLoggedInCookie } from './fake-api';

/**
 * Registers the hooks every app test of a file needs: each test starts online, signed in or not,
 * and ends with no notification, logged-in cookie or stubbed global left behind.
 */
export function eachTestStarts({ signedIn }: { signedIn: boolean }): void {
  beforeEach(() => {
    if (signedIn) setLoggedInCookie();
    else clearLoggedInCookie();
    reportServerReached();
  });
  afterEach(() => {
    act(() => notifications.clean());
    clearLoggedInCookie();
    vi.unstubAllGlobals();
  });
}
