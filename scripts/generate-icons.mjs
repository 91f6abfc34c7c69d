// Draws Mostrador's icon (a white service bell on terracotta, the theme primary #bd4e23) into PNGs without dependencies:
// shapes are tested per pixel with 4x4 supersampling and written as RGBA PNGs with zlib.
// Usage: node scripts/generate-icons.mjs public/icons
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { deflateSync } from 'node:zlib';

const BRAND = [189, 78, 35];
const WHITE = [255, 255, 255];

const crcTable = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
function crc32(buffer) {
  let c = 0xffffffff;
  for (const byte of buffer) c = crcTable[(c ^ byte) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}
function chunk(type, data) {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}
function png(size, rgba) {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header[8] = 8; // bit depth
  header[9] = 6; // RGBA
  const raw = Buffer.alloc(size * (size * 4 + 1));
  for (let y = 0; y < size; y += 1) {
    raw[y * (size * 4 + 1)] = 0; // filter: none
    rgba.copy(raw, y * (size * 4 + 1) + 1, y * size * 4, (y + 1) * size * 4);
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(raw, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

function inRoundedRect(x, y, x0, y0, x1, y1, r) {
  if (x < x0 || x > x1 || y < y0 || y > y1) return false;
  const cx = Math.min(Math.max(x, x0 + r), x1 - r);
  const cy = Math.min(Math.max(y, y0 + r), y1 - r);
  return (x - cx) ** 2 + (y - cy) ** 2 <= r * r;
}

/** The bell in unit coordinates (0..1), centred on (0.5, 0.5). */
function inBell(x, y) {
  const dome = y <= 0.6 && (x - 0.5) ** 2 + (y - 0.6) ** 2 <= 0.27 ** 2;
  const base = inRoundedRect(x, y, 0.17, 0.64, 0.83, 0.72, 0.03);
  const stem = inRoundedRect(x, y, 0.475, 0.3, 0.525, 0.36, 0.01);
  const knob = (x - 0.5) ** 2 + (y - 0.28) ** 2 <= 0.05 ** 2;
  return dome || base || stem || knob;
}

/**
 * `maskable`: full-bleed background with the bell shrunk into the 80 % safe zone.
 * Otherwise: a rounded square on transparency (`opaque` fills the corners, for Apple).
 */
function drawIcon(size, { maskable = false, opaque = false } = {}) {
  const samples = 4;
  const rgba = Buffer.alloc(size * size * 4);
  const scale = maskable ? 0.78 : 1;
  for (let py = 0; py < size; py += 1) {
    for (let px = 0; px < size; px += 1) {
      let background = 0;
      let bell = 0;
      for (let sy = 0; sy < samples; sy += 1) {
        for (let sx = 0; sx < samples; sx += 1) {
          const x = (px + (sx + 0.5) / samples) / size;
          const y = (py + (sy + 0.5) / samples) / size;
          const inside = maskable || opaque || inRoundedRect(x, y, 0, 0, 1, 1, 0.22);
          if (!inside) continue;
          background += 1;
          if (inBell(0.5 + (x - 0.5) / scale, 0.5 + (y - 0.5) / scale)) bell += 1;
        }
      }
      const total = samples * samples;
      const alpha = background / total;
      const white = background === 0 ? 0 : bell / background;
      const offset = (py * size + px) * 4;
      for (let c = 0; c < 3; c += 1) rgba[offset + c] = Math.round(BRAND[c] * (1 - white) + WHITE[c] * white);
      rgba[offset + 3] = Math.round(alpha * 255);
    }
  }
  return png(size, rgba);
}

const outDir = process.argv[2];
if (!outDir) throw new Error('usage: node generate-icons.mjs <out dir>');
const icons = {
  'icon-192.png': drawIcon(192),
  'icon-512.png': drawIcon(512),
  'icon-maskable-512.png': drawIcon(512, { maskable: true }),
  'apple-touch-icon.png': drawIcon(180, { opaque: true }),
  'favicon-32.png': drawIcon(32),
};
for (const [name, data] of Object.entries(icons)) writeFileSync(join(outDir, name), data);
