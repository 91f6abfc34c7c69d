/**
 * An image's type and real size read from its first bytes (product images, the profile's logo):
 * the server trusts neither the file name nor the declared content type. PNG (IHDR), JPEG (the first
 * start-of-frame marker) and WebP (VP8, VP8L or VP8X) are read; anything else is refused.
 */
export type ImageType = 'png' | 'jpeg' | 'webp';

export interface ImageHeader {
  type: ImageType;
  width: number;
  height: number;
}

/** 02 §5: product images and the profile's logo are square, 500 to 1200 px a side. */
export const SQUARE_IMAGE_LIMITS = { minSide: 500, maxSide: 1200 } as const;

export const IMAGE_MESSAGES = {
  type: 'Sube una imagen PNG, JPEG o WebP.',
  square: 'La imagen debe ser cuadrada (el mismo ancho y alto).',
  small: 'La imagen debe medir al menos 500 × 500 px.',
  large: 'La imagen debe medir como máximo 1200 × 1200 px.',
} as const;

const u16be = (b: Uint8Array, at: number) => ((b[at] ?? 0) << 8) | (b[at + 1] ?? 0);
const u16le = (b: Uint8Array, at: number) => (b[at] ?? 0) | ((b[at + 1] ?? 0) << 8);
const u24le = (b: Uint8Array, at: number) => u16le(b, at) | ((b[at + 2] ?? 0) << 16);
const u32be = (b: Uint8Array, at: number) => u16be(b, at) * 65_536 + u16be(b, at + 2);
const ascii = (b: Uint8Array, at: number, length: number) =>
  String.fromCharCode(...b.subarray(at, at + length));

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

function png(b: Uint8Array): ImageHeader | null {
  if (!PNG_SIGNATURE.every((byte, at) => b[at] === byte) || ascii(b, 12, 4) !== 'IHDR') return null;
  return { type: 'png', width: u32be(b, 16), height: u32be(b, 20) };
}

/** Start-of-frame markers (baseline, progressive, lossless…): not C4 (DHT), C8 (JPG) or CC (DAC). */
const isStartOfFrame = (marker: number) =>
  marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc;

function jpeg(b: Uint8Array): ImageHeader | null {
  if (b[0] !== 0xff || b[1] !== 0xd8) return null;
  let at = 2;
  while (at + 9 < b.length) {
    if (b[at] !== 0xff) return null;
    const marker = b[at + 1] ?? 0;
    if (marker === 0xff) {
      at += 1;
      continue;
    }
    if (isStartOfFrame(marker)) return { type: 'jpeg', height: u16be(b, at + 5), width: u16be(b, at + 7) };
    // Markers without a length (TEM, RSTn, SOI) are two bytes; the others say how long they are.
    at += marker === 0x01 || (marker >= 0xd0 && marker <= 0xd8) ? 2 : 2 + u16be(b, at + 2);
  }
  return null;
}

function webp(b: Uint8Array): ImageHeader | null {
  if (ascii(b, 0, 4) !== 'RIFF' || ascii(b, 8, 4) !== 'WEBP') return null;
  const chunk = ascii(b, 12, 4);
  if (chunk === 'VP8 ') return { type: 'webp', width: u16le(b, 26) & 0x3fff, height: u16le(b, 28) & 0x3fff };
  if (chunk === 'VP8L') {
    const bits = (b[21] ?? 0) | ((b[22] ?? 0) << 8) | ((b[23] ?? 0) << 16) | ((b[24] ?? 0) << 24);
    return { type: 'webp', width: (bits & 0x3fff) + 1, height: ((bits >>> 14) & 0x3fff) + 1 };
  }
  if (chunk === 'VP8X') return { type: 'webp', width: u24le(b, 24) + 1, height: u24le(b, 27) + 1 };
  return null;
}

/** The image's type and size, or null when the bytes are not a PNG, JPEG or WebP image. */
export function readImageHeader(bytes: Uint8Array): ImageHeader | null {
  return png(bytes) ?? jpeg(bytes) ?? webp(bytes);
}

/** Why the bytes cannot be a product image (Spanish), or null when they can. */
export function productImageProblem(bytes: Uint8Array): string | null {
  const header = readImageHeader(bytes);
  if (!header) return IMAGE_MESSAGES.type;
  if (header.width !== header.height) return IMAGE_MESSAGES.square;
  if (header.width < SQUARE_IMAGE_LIMITS.minSide) return IMAGE_MESSAGES.small;
  if (header.width > SQUARE_IMAGE_LIMITS.maxSide) return IMAGE_MESSAGES.large;
  return null;
}
