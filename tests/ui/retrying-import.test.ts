import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { reportNetworkFailure, reportServerReached } from '../../src/lib/online-status';
import { retryingImport } from '../../src/lib/retrying-import';

const CHUNK_MISSING = new TypeError('Failed to fetch dynamically imported module: /assets/x.js');

beforeEach(() => {
  vi.useFakeTimers();
  reportServerReached();
});
afterEach(() => {
  reportServerReached();
  vi.useRealTimers();
});

describe('retryingImport', () => {
  it('while offline, a chunk that cannot be fetched is tried again when the connection returns instead of failing', async () => {
    let reachable = false;
    const load = vi.fn(async () => {
      if (!reachable) throw CHUNK_MISSING;
      return { default: 'la pantalla' };
    });
    reportNetworkFailure();
    const loaded = retryingImport(load)();
    const settled = vi.fn();
    loaded.then(settled, settled);

    // A long cut: many tries, never a rejection.
    await vi.advanceTimersByTimeAsync(100_000);
    expect(settled).not.toHaveBeenCalled();

    reachable = true;
    const tries = load.mock.calls.length;
    reportServerReached();
    await vi.advanceTimersByTimeAsync(0);
    expect(load).toHaveBeenCalledTimes(tries + 1);
    await expect(loaded).resolves.toEqual({ default: 'la pantalla' });
  });

  it('every caller shares one load', async () => {
    const load = vi.fn(async () => ({ default: 1 }));
    const loader = retryingImport(load);
    await Promise.all([loader(), loader(), loader()]);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('online, a chunk that keeps failing fails after a few tries (a new deploy removed it), and a later call tries again', async () => {
    const load = vi.fn(async () => {
      throw CHUNK_MISSING;
    });
    const loader = retryingImport(load);
    const failed = loader().catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(30_000);
    expect(await failed).toBe(CHUNK_MISSING);
    expect(load).toHaveBeenCalledTimes(4);
    void loader().catch(() => undefined);
    expect(load).toHaveBeenCalledTimes(5);
  });
});
