import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import QRCode from 'qrcode';

/**
 * A fake camera for Chromium that films a QR code: a YUV4MPEG2 (.y4m) file written in pure Node
 * from `qrcode`'s module matrix (no ffmpeg). 640x480, 4:2:0 chroma ('C420jpeg': Chromium refuses
 * 4:4:4 with "Requested device not found"), 10 identical frames at 10 fps, looped by Chromium.
 */
const WIDTH = 640;
const HEIGHT = 480;
const FRAMES = 10;
const QUIET_ZONE_MODULES = 4;
const WHITE = 255;
const BLACK = 0;
/** Neutral chroma: a grey-scale picture. */
const NO_COLOUR = 128;

/**
 * The luma plane of one frame: white, with the QR's black modules scaled to fit and centred.
 * `shift` moves the code right by that share of its width (what falls outside is cut off).
 */
export function qrLumaPlane(text: string, shift = 0): Buffer {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: 'M' });
  const scale = Math.floor(Math.min(WIDTH, HEIGHT) / (modules.size + 2 * QUIET_ZONE_MODULES));
  const left = Math.floor((WIDTH - modules.size * scale) / 2 + shift * modules.size * scale);
  const top = Math.floor((HEIGHT - modules.size * scale) / 2);
  const luma = Buffer.alloc(WIDTH * HEIGHT, WHITE);
  for (let row = 0; row < modules.size; row++) {
    for (let column = 0; column < modules.size; column++) {
      const x = left + column * scale;
      if (!modules.get(row, column) || x >= WIDTH) continue;
      for (let y = 0; y < scale; y++) {
        const start = (top + row * scale + y) * WIDTH + x;
        luma.fill(BLACK, start, start + Math.min(scale, WIDTH - x));
      }
    }
  }
  return luma;
}

export interface QrVideoOptions {
  /**
   * Frames first showing the card half out of view (its right finder pattern cut off: no
   * decoder reads it), as a customer bringing the phone to the camera; 0 films it whole at once.
   */
  enteringFrames?: number;
}

/** Shift of the card while it enters: more than half its width, so a finder pattern is out of view. */
const ENTERING_SHIFT = 0.6;

/** The whole .y4m file filming `text` as a QR code. */
export function qrY4m(text: string, { enteringFrames = 0 }: QrVideoOptions = {}): Buffer {
  const header = Buffer.from(`YUV4MPEG2 W${WIDTH} H${HEIGHT} F10:1 Ip A1:1 C420jpeg\n`, 'ascii');
  const frameHeader = Buffer.from('FRAME\n', 'ascii');
  const chroma = Buffer.alloc((WIDTH / 2) * (HEIGHT / 2) * 2, NO_COLOUR);
  const frame = (luma: Buffer) => Buffer.concat([frameHeader, luma, chroma]);
  const whole = frame(qrLumaPlane(text));
  const entering = enteringFrames > 0 ? frame(qrLumaPlane(text, ENTERING_SHIFT)) : whole;
  return Buffer.concat([
    header,
    ...Array.from({ length: enteringFrames }, () => entering),
    ...Array.from({ length: FRAMES }, () => whole),
  ]);
}

/** Writes the fake camera's file for `text` in a fresh temporary folder; its absolute path. */
export function writeQrVideo(text: string, options: QrVideoOptions = {}): string {
  const path = join(mkdtempSync(join(tmpdir(), 'mostrador-camera-')), 'qr.y4m');
  writeFileSync(path, qrY4m(text, options));
  return path;
}

/** Chromium's flags to use that file as the only camera, allowed without asking. */
export function fakeCameraArgs(videoPath: string): string[] {
  return [
    '--use-fake-device-for-media-stream',
    '--use-fake-ui-for-media-stream',
    `--use-file-for-fake-video-capture=${videoPath}`,
  ];
}
