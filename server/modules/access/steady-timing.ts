import { setTimeout as sleep } from 'node:timers/promises';

/**
 * Runs `work` and answers (or fails) no sooner than `floorMs` after it began, so an answer for an
 * unknown account takes as long as one for a known account.
 */
export async function withSteadyTiming<T>(floorMs: number, work: () => Promise<T>): Promise<T> {
  const started = performance.now();
  const waitForFloor = () => sleep(Math.max(0, floorMs - (performance.now() - started)));
  try {
    const result = await work();
    await waitForFloor();
    return result;
  } catch (error) {
    await waitForFloor();
    throw error;
  }
}
