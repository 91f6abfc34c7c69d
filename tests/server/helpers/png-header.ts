/**
 * A PNG's signature and IHDR chunk of the given size, as a data address: what the logo rule reads
 * (the header), not a picture a browser would draw.
 */
export function pngDataUrl(width: number, height: number): string {
  const bytes = Buffer.alloc(33);
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]).copy(bytes, 0);
  bytes.writeUInt32BE(13, 8);
  bytes.write('IHDR', 12, 'ascii');
  bytes.writeUInt32BE(width, 16);
  bytes.writeUInt32BE(height, 20);
  bytes.set([8, 6, 0, 0, 0], 24);
  return `data:image/png;base64,${bytes.toString('base64')}`;
}
