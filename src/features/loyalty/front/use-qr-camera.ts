import { type RefObject, useCallback, useEffect, useRef, useState } from 'react';
import { type CameraProblem, cameraProblem } from './camera-errors';
import { listCameras, openQrCamera, type QrCameraSession } from './qr-camera';

export type ScannerStatus = 'starting' | 'scanning' | 'read' | 'problem';

/**
 * Runs the camera of the scanner dialog while it is mounted: rear camera first, the next camera on
 * switch, the torch when the track has one. Unmounting (closing the dialog) releases the camera.
 */
export function useQrCamera(video: RefObject<HTMLVideoElement | null>, onCode: (code: string) => void) {
  const [deviceId, setDeviceId] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);
  const [status, setStatus] = useState<ScannerStatus>('starting');
  const [problem, setProblem] = useState<CameraProblem | null>(null);
  const [cameras, setCameras] = useState<MediaDeviceInfo[]>([]);
  const [session, setSession] = useState<QrCameraSession | null>(null);
  const [torchOn, setTorchOn] = useState(false);
  const onCodeRef = useRef(onCode);
  useEffect(() => {
    onCodeRef.current = onCode;
  }, [onCode]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: a retry (attempt) reopens the same camera
  useEffect(() => {
    const element = video.current;
    if (!element) return;
    const abort = new AbortController();
    setStatus('starting');
    setProblem(null);
    setTorchOn(false);
    openQrCamera(element, {
      deviceId,
      signal: abort.signal,
      onUnreadable: () => setProblem('unreadable'),
      onCode: (code) => {
        abort.abort();
        setStatus('read');
        onCodeRef.current(code);
      },
    })
      .then(async (opened) => {
        if (abort.signal.aborted) return opened.stop();
        setSession(opened);
        setStatus('scanning');
        // Without the list the scanner still works, only without 'Cambiar cámara'.
        const found = await listCameras().catch(() => []);
        if (!abort.signal.aborted) setCameras(found);
      })
      .catch((error: unknown) => {
        if (abort.signal.aborted) return;
        setStatus('problem');
        setProblem(cameraProblem(error));
      });
    return () => {
      abort.abort();
      setSession(null);
    };
  }, [video, deviceId, attempt]);

  const switchCamera = useCallback(() => {
    const index = cameras.findIndex((camera) => camera.deviceId === session?.deviceId);
    const next = cameras[(index + 1) % cameras.length];
    if (next) setDeviceId(next.deviceId);
  }, [cameras, session]);

  const toggleTorch = useCallback(() => {
    if (!session?.setTorch) return;
    const on = !torchOn;
    session.setTorch(on).then(
      () => setTorchOn(on),
      () => setTorchOn(false),
    );
  }, [session, torchOn]);

  const retry = useCallback(() => setAttempt((value) => value + 1), []);

  return {
    status,
    problem,
    canSwitch: cameras.length > 1 && status === 'scanning',
    switchCamera,
    hasTorch: session?.setTorch != null,
    torchOn,
    toggleTorch,
    retry,
  };
}
