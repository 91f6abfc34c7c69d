import { vi } from 'vitest';

/** jsdom has no camera API: each scanner test says what the device offers. */
export function stubMediaDevices(value: unknown): void {
  Object.defineProperty(navigator, 'mediaDevices', { configurable: true, value });
}

export function clearMediaDevices(): void {
  Reflect.deleteProperty(navigator, 'mediaDevices');
}

/**
 * A camera whose getUserMedia hands out one fake track per call: `tracks` lists them (their stop
 * spies say whether the camera was released), `torch` adds the torch capability.
 */
export function fakeCamera({ torch = false }: { torch?: boolean } = {}) {
  const tracks: { stop: ReturnType<typeof vi.fn>; applyConstraints: ReturnType<typeof vi.fn> }[] = [];
  const getUserMedia = vi.fn(async (constraints: MediaStreamConstraints) => {
    const video = constraints.video as MediaTrackConstraints;
    const deviceId = (video.deviceId as { exact?: string } | undefined)?.exact ?? 'rear';
    const track = {
      stop: vi.fn(),
      applyConstraints: vi.fn(async () => undefined),
      getSettings: () => ({ deviceId }),
      getCapabilities: () => (torch ? { torch: true } : {}),
    };
    tracks.push(track);
    return { getTracks: () => [track], getVideoTracks: () => [track] };
  });
  stubMediaDevices({ getUserMedia });
  return { getUserMedia, tracks };
}

/** What the decoder hands its callback: a read QR's text. */
export function decoded(text: string) {
  return { getText: () => text };
}
