/**
 * Runs `work` and answers (or fails) no sooner than `floorMs` after it began, so an answer for an
 * unknown account takes as long as one for a known account.
 */
export async function withSteadyTiming<T>(floorMs: number, work: () => Promise<T>): Promise<T> {
  const started = performance.now();
  const waitForFloor = async () => {
    const left = floorMs - (performance.now() - started);
    if (left > 0) await new Promise<void>((resolve) => setTimeout(resolve, left));
  };
  try {
    const result = await work();
    await waitForFloor();
    return result;
  } catch (error) {
    await waitForFloor();
    throw error;
  }
}
