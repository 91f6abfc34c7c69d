import { type Browser, chromium, type Page } from '@playwright/test';
import { CHROMIUM_LAUNCH_OPTIONS } from '../chromium-launch';
import { fakeCameraArgs, type QrVideoOptions, writeQrVideo } from './fake-camera';

/** A Chromium whose only camera films `text` as a QR code, allowed without asking. */
export function launchWithQrCamera(text: string, options: QrVideoOptions = {}): Promise<Browser> {
  return chromium.launch({
    ...CHROMIUM_LAUNCH_OPTIONS,
    args: [...(CHROMIUM_LAUNCH_OPTIONS.args ?? []), ...fakeCameraArgs(writeQrVideo(text, options))],
  });
}

type CameraWindow = Window & { __cameraStreams?: MediaStream[] };

/**
 * Keeps every stream the page gets from the camera, so a test can tell whether it was released.
 * Runs in the browser before the app's scripts.
 */
function recordCameraStreams(): void {
  const devices = navigator.mediaDevices;
  if (!devices) return;
  const streams: MediaStream[] = [];
  (window as CameraWindow).__cameraStreams = streams;
  const original = devices.getUserMedia.bind(devices);
  devices.getUserMedia = async (constraints) => {
    const stream = await original(constraints);
    streams.push(stream);
    return stream;
  };
}

export async function watchCamera(page: Page): Promise<void> {
  await page.addInitScript(recordCameraStreams);
}

/** How many camera streams the page opened, and how many of their tracks still run. */
export function cameraUse(page: Page): Promise<{ opened: number; liveTracks: number }> {
  return page.evaluate(() => {
    const streams = (window as CameraWindow).__cameraStreams ?? [];
    return {
      opened: streams.length,
      liveTracks: streams
        .flatMap((stream) => stream.getTracks())
        .filter((track) => track.readyState === 'live').length,
    };
  });
}
