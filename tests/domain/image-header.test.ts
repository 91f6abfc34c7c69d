import { describe, expect, it } from 'vitest';
import { productImageProblem, readImageHeader } from '../../src/domain/rules/image-header';

const bytes = (...parts: (number[] | string)[]) =>
  Uint8Array.from(
    parts.flatMap((part) => (typeof part === 'string' ? [...part].map((c) => c.charCodeAt(0)) : part)),
  );
const be32 = (n: number) => [(n >>> 24) & 255, (n >>> 16) & 255, (n >>> 8) & 255, n & 255];
const be16 = (n: number) => [(n >>> 8) & 255, n & 255];
const le16 = (n: number) => [n & 255, (n >>> 8) & 255];
const le24 = (n: number) => [n & 255, (n >>> 8) & 255, (n >>> 16) & 255];

const pngOf = (width: number, height: number) =>
  bytes(
    [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a],
    be32(13),
    'IHDR',
    be32(width),
    be32(height),
    [8, 6, 0, 0, 0],
  );

/** SOI, an APP0 segment (16 bytes), then a baseline SOF0 frame. */
const jpegOf = (width: number, height: number) =>
  bytes(
    [0xff, 0xd8, 0xff, 0xe0],
    be16(16),
    'JFIF',
    new Array(10).fill(0),
    [0xff, 0xc0],
    be16(17),
    [8],
    be16(height),
    be16(width),
    [3],
  );

const webpVp8x = (width: number, height: number) =>
  bytes('RIFF', [0, 0, 0, 0], 'WEBP', 'VP8X', [10, 0, 0, 0], [0, 0, 0, 0], le24(width - 1), le24(height - 1));

const webpVp8 = (width: number, height: number) =>
  bytes(
    'RIFF',
    [0, 0, 0, 0],
    'WEBP',
    'VP8 ',
    [0, 0, 0, 0],
    [0, 0, 0],
    [0x9d, 0x01, 0x2a],
    le16(width),
    le16(height),
  );

function webpVp8l(width: number, height: number) {
  const bits = (width - 1) | ((height - 1) << 14);
  return bytes(
    'RIFF',
    [0, 0, 0, 0],
    'WEBP',
    'VP8L',
    [0, 0, 0, 0],
    [0x2f],
    [bits & 255, (bits >>> 8) & 255, (bits >>> 16) & 255, (bits >>> 24) & 255],
  );
}

describe('an image’s type and size read from its header', () => {
  it.each([
    ['PNG', pngOf(800, 600), { type: 'png', width: 800, height: 600 }],
    ['JPEG', jpegOf(640, 640), { type: 'jpeg', width: 640, height: 640 }],
    ['WebP VP8X', webpVp8x(1200, 1200), { type: 'webp', width: 1200, height: 1200 }],
    ['WebP VP8', webpVp8(500, 700), { type: 'webp', width: 500, height: 700 }],
    ['WebP VP8L', webpVp8l(1000, 1000), { type: 'webp', width: 1000, height: 1000 }],
  ])('%s', (_name, file, header) => {
    expect(readImageHeader(file)).toEqual(header);
  });

  it('refuses what is not a PNG, JPEG or WebP', () => {
    expect(readImageHeader(bytes('GIF89a', [0, 2, 0, 2]))).toBeNull();
    expect(readImageHeader(bytes('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBeNull();
    expect(readImageHeader(new Uint8Array())).toBeNull();
  });
});

describe('a product image: square, 500 to 1200 px', () => {
  it.each([
    [pngOf(800, 800), null],
    [jpegOf(500, 500), null],
    [webpVp8x(1200, 1200), null],
    [pngOf(800, 600), 'La imagen debe ser cuadrada (el mismo ancho y alto).'],
    [jpegOf(499, 499), 'La imagen debe medir al menos 500 × 500 px.'],
    [webpVp8x(1201, 1201), 'La imagen debe medir como máximo 1200 × 1200 px.'],
    [bytes('GIF89a', [0, 2, 0, 2]), 'Sube una imagen PNG, JPEG o WebP.'],
  ])('%#: %s', (file, problem) => {
    expect(productImageProblem(file)).toBe(problem);
  });
});
