import { isValidLoyaltyCode } from '../../../domain/rules/phone';

/** An open camera decoding QR codes into a <video>. */
export interface QrCameraSession {
  /** The camera in use (to offer the next one). */
  deviceId: string | null;
  /** Turns the torch on or off; null when the camera has none. */
  setTorch: ((on: boolean) => Promise<void>) | null;
  /** Stops decoding and ends every track of the stream: the camera light goes off. */
  stop: () => void;
}

export interface QrCameraOptions {
  /** A chosen camera; null prefers the rear one (facingMode 'environment'). */
  deviceId: string | null;
  onCode: (code: string) => void;
  /** A QR was read but is not a 6-digit card code. */
  onUnreadable: () => void;
  /** Aborted when the dialog closes while the camera is still opening: the stream is released. */
  signal: AbortSignal;
}

interface TorchCapabilities extends MediaTrackCapabilities {
  torch?: boolean;
}

export class NoCameraError extends Error {
  override readonly name = 'NotFoundError';
}

function videoConstraints(deviceId: string | null): MediaTrackConstraints {
  return deviceId ? { deviceId: { exact: deviceId } } : { facingMode: { ideal: 'environment' } };
}

function torchOf(track: MediaStreamTrack | undefined): QrCameraSession['setTorch'] {
  const capabilities = track?.getCapabilities?.() as TorchCapabilities | undefined;
  if (!track || !capabilities?.torch) return null;
  return (on) => track.applyConstraints({ advanced: [{ torch: on } as MediaTrackConstraintSet] });
}

function releaseStream(stream: MediaStream, video: HTMLVideoElement): void {
  for (const track of stream.getTracks()) track.stop();
  if (video.srcObject === stream) video.srcObject = null;
}

/**
 * Opens the camera into `video` and decodes QR codes until a 6-digit code is read (the decoder
 * then stops; the caller releases the camera with stop()). @zxing/browser is loaded here, on first
 * use, so it stays out of the app's first load.
 */
export async function openQrCamera(
  video: HTMLVideoElement,
  options: QrCameraOptions,
): Promise<QrCameraSession> {
  if (!navigator.mediaDevices?.getUserMedia) throw new NoCameraError('getUserMedia');
  const [{ BrowserQRCodeReader }, stream] = await Promise.all([
    import('@zxing/browser'),
    navigator.mediaDevices.getUserMedia({ video: videoConstraints(options.deviceId), audio: false }),
  ]);
  let stopped = false;
  let decoder: { stop: () => void } | null = null;
  const stop = () => {
    stopped = true;
    decoder?.stop();
    releaseStream(stream, video);
  };
  options.signal.addEventListener('abort', stop, { once: true });
  if (options.signal.aborted) stop();
  try {
    decoder = await new BrowserQRCodeReader().decodeFromStream(stream, video, (result, _error, controls) => {
      if (!result || stopped) return;
      const text = result.getText().trim();
      if (!isValidLoyaltyCode(text)) {
        options.onUnreadable();
        return;
      }
      controls.stop();
      options.onCode(text);
    });
  } catch (error) {
    stop();
    throw error;
  }
  if (stopped) {
    decoder.stop();
    throw new DOMException('La cámara se cerró.', 'AbortError');
  }
  const track = stream.getVideoTracks()[0];
  return { deviceId: track?.getSettings().deviceId ?? options.deviceId, setTorch: torchOf(track), stop };
}

/** The device's cameras (labels appear once the permission is granted). */
export async function listCameras(): Promise<MediaDeviceInfo[]> {
  const { BrowserCodeReader } = await import('@zxing/browser');
  return BrowserCodeReader.listVideoInputDevices();
}

/** Fetches the decoder ahead of the first scan, so the scanner opens at once (offline too). */
export function preloadQrDecoder(): void {
  void import('@zxing/browser');
}
