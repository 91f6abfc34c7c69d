/**
 * The profile's logo (02 §5 Business profile: at least 500x500 and at most 1200x1200 px, square).
 * The screen crops and scales the chosen picture; the server reads the size from the image's own
 * header bytes (PNG, JPEG, WebP) so that a hand-made request cannot store something else.
 */
export const LOGO_MIN_PX = 500;
export const LOGO_MAX_PX = 1200;
/** Decoded bytes; a 1200 px JPEG at the screen's quality is well under it. */
export const LOGO_MAX_BYTES = 700 * 1024;

export const LOGO_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const;
export type LogoType = (typeof LOGO_TYPES)[number];

export const LOGO_MESSAGES = {
  format: 'El logo debe ser una imagen PNG, JPG o WebP.',
  tooSmall: `El logo debe medir al menos ${LOGO_MIN_PX}x${LOGO_MIN_PX} px.`,
  tooLarge: `El logo debe medir como máximo ${LOGO_MAX_PX}x${LOGO_MAX_PX} px.`,
  notSquare: 'El logo debe ser cuadrado.',
  tooHeavy: 'El logo pesa demasiado: usa una imagen de menos de 700 KB.',
} as const;

export interface LogoImage {
  type: LogoType;
  bytes: Uint8Array;
}

const DATA_URL = /^data:(image\/(?:png|jpeg|webp));base64,([A-Za-z0-9+/]+={0,2})$/;

/** The image inside a `data:image/…;base64,` address, or null when it is not one of ours. */
export function parseLogoDataUrl(value: string): LogoImage | null {
  const match = DATA_URL.exec(value);
  if (!match) return null;
  const binary = atob(match[2]!);
  const bytes = new Uint8Array(binary.length);
  for (let index = 0; index < binary.length; index += 1) bytes[index] = binary.charCodeAt(index);
  return { type: match[1] as LogoType, bytes };
}

const u16be = (b: Uint8Array, at: number) => (b[at]! << 8) | b[at + 1]!;
const u16le = (b: Uint8Array, at: number) => b[at]! | (b[at + 1]! << 8);
const u24le = (b: Uint8Array, at: number) => b[at]! | (b[at + 1]! << 8) | (b[at + 2]! << 16);
const u32be = (b: Uint8Array, at: number) => ((b[at]! << 24) >>> 0) + u24be(b, at + 1);
const u24be = (b: Uint8Array, at: number) => (b[at]! << 16) | (b[at + 1]! << 8) | b[at + 2]!;
const ascii = (b: Uint8Array, at: number, length: number) =>
  String.fromCharCode(...b.subarray(at, at + length));

export interface Size {
  width: number;
  height: number;
}

function pngSize(b: Uint8Array): Size | null {
  if (b.length < 24 || u32be(b, 0) !== 0x89504e47 || ascii(b, 12, 4) !== 'IHDR') return null;
  return { width: u32be(b, 16), height: u32be(b, 20) };
}

/** The first start-of-frame marker (baseline, progressive, …) carries the size. */
function jpegSize(b: Uint8Array): Size | null {
  if (b[0] !== 0xff || b[1] !== 0xd8) return null;
  let at = 2;
  while (at + 9 < b.length) {
    if (b[at] !== 0xff) return null;
    const marker = b[at + 1]!;
    const isFrame = marker >= 0xc0 && marker <= 0xcf && ![0xc4, 0xc8, 0xcc].includes(marker);
    if (isFrame) return { height: u16be(b, at + 5), width: u16be(b, at + 7) };
    at += 2 + u16be(b, at + 2);
  }
  return null;
}

function webpSize(b: Uint8Array): Size | null {
  if (b.length < 30 || ascii(b, 0, 4) !== 'RIFF' || ascii(b, 8, 4) !== 'WEBP') return null;
  const chunk = ascii(b, 12, 4);
  if (chunk === 'VP8 ') return { width: u16le(b, 26) & 0x3fff, height: u16le(b, 28) & 0x3fff };
  if (chunk === 'VP8L') {
    const bits = b[21]! | (b[22]! << 8) | (b[23]! << 16) | (b[24]! << 24);
    return { width: (bits & 0x3fff) + 1, height: ((bits >>> 14) & 0x3fff) + 1 };
  }
  if (chunk === 'VP8X') return { width: u24le(b, 24) + 1, height: u24le(b, 27) + 1 };
  return null;
}

/** The pixel size written in the image's header, or null when the bytes are not that format. */
export function imageSize(image: LogoImage): Size | null {
  if (image.type === 'image/png') return pngSize(image.bytes);
  if (image.type === 'image/jpeg') return jpegSize(image.bytes);
  return webpSize(image.bytes);
}

/** What is wrong with a logo sent as a data address, or null when it may be stored. */
export function logoIssue(value: string): string | null {
  const image = parseLogoDataUrl(value);
  if (!image) return LOGO_MESSAGES.format;
  if (image.bytes.length > LOGO_MAX_BYTES) return LOGO_MESSAGES.tooHeavy;
  const size = imageSize(image);
  if (!size) return LOGO_MESSAGES.format;
  return sizeIssue(size, true);
}

/**
 * The size rule: a picture chosen on the screen only has to be large enough (it is cropped and
 * scaled after); what is stored must also be square and not larger than 1200 px.
 */
export function sizeIssue(size: Size, stored: boolean): string | null {
  if (Math.min(size.width, size.height) < LOGO_MIN_PX) return LOGO_MESSAGES.tooSmall;
  if (!stored) return null;
  if (size.width !== size.height) return LOGO_MESSAGES.notSquare;
  if (size.width > LOGO_MAX_PX) return LOGO_MESSAGES.tooLarge;
  return null;
}

/** The centred square of a picture and the side it is scaled to (at most 1200 px). */
export function squareCrop(size: Size): { x: number; y: number; side: number; output: number } {
  const side = Math.min(size.width, size.height);
  return {
    x: Math.floor((size.width - side) / 2),
    y: Math.floor((size.height - side) / 2),
    side,
    output: Math.min(side, LOGO_MAX_PX),
  };
}
