/** The scanner's Spanish messages (issue 8): no camera, permission denied, unreadable code. */
export const SCANNER_MESSAGES = {
  noCamera: 'No se encontró ninguna cámara en este dispositivo.',
  denied: 'Permite el acceso a la cámara para escanear el código.',
  unreadable: 'No se pudo leer el código. Acerca la tarjeta o escribe el código.',
  busy: 'La cámara está en uso por otra aplicación. Ciérrala e intenta de nuevo.',
  failed: 'No se pudo abrir la cámara. Intenta de nuevo o escribe el código.',
} as const;

export type CameraProblem = keyof typeof SCANNER_MESSAGES;

const NO_CAMERA = new Set(['NotFoundError', 'DevicesNotFoundError', 'OverconstrainedError']);
const DENIED = new Set(['NotAllowedError', 'PermissionDeniedError', 'SecurityError']);
const BUSY = new Set(['NotReadableError', 'TrackStartError', 'AbortError']);

/** What went wrong opening the camera, from getUserMedia's DOMException names. */
export function cameraProblem(error: unknown): Exclude<CameraProblem, 'unreadable'> {
  const name = error instanceof Error || error instanceof DOMException ? error.name : '';
  if (NO_CAMERA.has(name)) return 'noCamera';
  if (DENIED.has(name)) return 'denied';
  if (BUSY.has(name)) return 'busy';
  return 'failed';
}
