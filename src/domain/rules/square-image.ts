import { type ImageType, readImageHeader, SQUARE_IMAGE_LIMITS } from './image-header';

/**
 * A square picture sent as a `data:image/…;base64,` address (the profile's logo, product images):
 * 02 §5 wants it square, 500 to 1200 px a side. The screen crops and scales the chosen picture; the
 * server reads the size from the image's own header bytes (PNG, JPEG, WebP) so that a hand-made
 * request cannot store something else.
 */
export const SQUARE_IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const;
export type SquareImageType = (typeof SQUARE_IMAGE_TYPES)[number];

/** Decoded bytes; a 1200 px JPEG at the screen's quality is well under it. */
export const SQUARE_IMAGE_MAX_BYTES = 700 * 1024;

/** What each kind of picture says when it is refused. */
export interface SquareImageMessages {
  format: string;
  tooSmall: string;
  tooLarge: string;
  notSquare: string;
  tooHeavy: string;
}

export interface SquareImage {
  type: SquareImageType;
  bytes: Uint8Array;
}

export interface Size {
  width: number;
  height: number;
}

const DATA_URL = /^data:(image\/(?:png|jpeg|webp));base64,([A-Za-z0-9+/]+={0,2})$/;

/** The image inside a `data:image/…;base64,` address, or null when it is not one of ours. */
export function parseImageDataUrl(value: string): SquareImage | null {
  const match = DATA_URL.exec(value);
  if (!match) return null;
  const binary = atob(match[2]!);
  const bytes = new Uint8Array(binary.length);
  for (let index = 0; index < binary.length; index += 1) bytes[index] = binary.charCodeAt(index);
  return { type: match[1] as SquareImageType, bytes };
}

const HEADER_TYPES: Record<SquareImageType, ImageType> = {
  'image/png': 'png',
  'image/jpeg': 'jpeg',
  'image/webp': 'webp',
};

/** The pixel size written in the image's header, or null when the bytes are not that format. */
export function imageSize(image: SquareImage): Size | null {
  const header = readImageHeader(image.bytes);
  if (!header || header.type !== HEADER_TYPES[image.type]) return null;
  return { width: header.width, height: header.height };
}

/**
 * The size rule: a picture chosen on the screen only has to be large enough (it is cropped and
 * scaled after); what is stored must also be square and not larger than 1200 px.
 */
export function sizeIssue(size: Size, stored: boolean, messages: SquareImageMessages): string | null {
  if (Math.min(size.width, size.height) < SQUARE_IMAGE_LIMITS.minSide) return messages.tooSmall;
  if (!stored) return null;
  if (size.width !== size.height) return messages.notSquare;
  if (size.width > SQUARE_IMAGE_LIMITS.maxSide) return messages.tooLarge;
  return null;
}

/** What is wrong with a picture sent as a data address, or null when it may be stored. */
export function squareImageIssue(value: string, messages: SquareImageMessages): string | null {
  const image = parseImageDataUrl(value);
  if (!image) return messages.format;
  if (image.bytes.length > SQUARE_IMAGE_MAX_BYTES) return messages.tooHeavy;
  const size = imageSize(image);
  if (!size) return messages.format;
  return sizeIssue(size, true, messages);
}

/** The centred square of a picture and the side it is scaled to (at most 1200 px). */
export function squareCrop(size: Size): { x: number; y: number; side: number; output: number } {
  const side = Math.min(size.width, size.height);
  return {
    x: Math.floor((size.width - side) / 2),
    y: Math.floor((size.height - side) / 2),
    side,
    output: Math.min(side, SQUARE_IMAGE_LIMITS.maxSide),
  };
}
