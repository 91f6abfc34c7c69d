import { type ImageType, readImageHeader, SQUARE_IMAGE_LIMITS } from './image-header';

/**
 * The profile's logo (02 §5 Business profile: at least 500x500 and at most 1200x1200 px, square).
 * The screen crops and scales the chosen picture; the server reads the size from the image's own
 * header bytes (PNG, JPEG, WebP) so that a hand-made request cannot store something else.
 */
export const LOGO_MIN_PX = SQUARE_IMAGE_LIMITS.minSide;
export const LOGO_MAX_PX = SQUARE_IMAGE_LIMITS.maxSide;
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

export interface Size {
  width: number;
  height: number;
}

const HEADER_TYPES: Record<LogoType, ImageType> = {
  'image/png': 'png',
  'image/jpeg': 'jpeg',
  'image/webp': 'webp',
};

/** The pixel size written in the image's header, or null when the bytes are not that format. */
export function imageSize(image: LogoImage): Size | null {
  const header = readImageHeader(image.bytes);
  if (!header || header.type !== HEADER_TYPES[image.type]) return null;
  return { width: header.width, height: header.height };
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
