import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { withSteadyTiming } from '../../server/modules/access/steady-timing';

const FLOOR_MS = 250;

const settleAfter = <T>(ms: number, value: () => T) =>
  new Promise<T>((resolve, reject) =>
    setTimeout(() => {
      try {
        resolve(value());
      } catch (error) {
        reject(error);
      }
    }, ms),
  );

/** Settles `promise` on the fake clock and tells at which fake millisecond it did. */
async function settledAt(promise: Promise<unknown>): Promise<number> {
  let settled: number | null = null;
  const started = performance.now();
  promise.then(
    () => {
      settled = performance.now() - started;
    },
    () => {
      settled = performance.now() - started;
    },
  );
  while (settled === null) await vi.advanceTimersByTimeAsync(1);
  return settled;
}

describe('withSteadyTiming', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'performance'] });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('answers a quick and a slower success at the same moment, the floor', async () => {
    const quick = withSteadyTiming(FLOOR_MS, () => settleAfter(5, () => 'rápido'));
    expect(await settledAt(quick)).toBe(FLOOR_MS);
    await expect(quick).resolves.toBe('rápido');
    const slower = withSteadyTiming(FLOOR_MS, () => settleAfter(180, () => 'lento'));
    expect(await settledAt(slower)).toBe(FLOOR_MS);
    await expect(slower).resolves.toBe('lento');
  });

  it('fails at the floor too, with the error of the work', async () => {
    const failing = withSteadyTiming(FLOOR_MS, () =>
      settleAfter(10, () => {
        throw new Error('código desconocido');
      }),
    );
    failing.catch(() => undefined);
    expect(await settledAt(failing)).toBe(FLOOR_MS);
    await expect(failing).rejects.toThrow('código desconocido');
  });

  it('adds no wait to work that outlasts the floor', async () => {
    const long = withSteadyTiming(FLOOR_MS, () => settleAfter(400, () => 'largo'));
    expect(await settledAt(long)).toBe(400);
  });
});
