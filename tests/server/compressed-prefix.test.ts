import { brotliDecompressSync, createBrotliDecompress, createGunzip, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { acceptedEncoding } from '../../server/http/accepted-encoding';
import { CompressedPrefix } from '../../server/http/compressed-prefix';

const ENTRIES = JSON.stringify(
  Array.from({ length: 2_000 }, (_, id) => ({ id, name: `Señora Núñez ${id}`, notes: 'ñ'.repeat(id % 40) })),
);

/** How a browser's decoder reads the bytes: a stream fed in small pieces. */
function streamDecode(encoding: 'br' | 'gzip', bytes: Buffer): Promise<string> {
  const decoder = encoding === 'br' ? createBrotliDecompress() : createGunzip();
  const parts: Buffer[] = [];
  decoder.on('data', (part: Buffer) => parts.push(part));
  const done = new Promise<string>((resolve, reject) => {
    decoder.on('end', () => resolve(Buffer.concat(parts).toString('utf8')));
    decoder.on('error', reject);
  });
  for (let start = 0; start < bytes.length; start += 1_000)
    decoder.write(bytes.subarray(start, start + 1_000));
  decoder.end();
  return done;
}

describe('an answer from a compressed prefix and a per-request suffix', () => {
  it.each([
    [
      'a large list and a short status',
      `{"data":{"entries":${ENTRIES},"status":`,
      '{"server_time":"ahora"}}}',
    ],
    ['a whole answer and no suffix', `{"data":${ENTRIES}}`, ''],
    ['a suffix longer than one stored block', '{"a":', `"${'x'.repeat(150_000)}"}`],
    ['an empty prefix', '', '{"vacío":true}'],
  ])('decodes to exactly prefix + suffix with brotli, gzip and none: %s', async (_, prefix, suffix) => {
    const answer = new CompressedPrefix(prefix);
    const whole = prefix + suffix;
    const br = answer.encode('br', suffix);
    const gzip = answer.encode('gzip', suffix);
    expect(brotliDecompressSync(br).toString('utf8')).toBe(whole);
    expect(gunzipSync(gzip).toString('utf8')).toBe(whole);
    expect(await streamDecode('br', br)).toBe(whole);
    expect(await streamDecode('gzip', gzip)).toBe(whole);
    expect(answer.encode('identity', suffix).toString('utf8')).toBe(whole);
  });

  it('compresses the prefix once and still sends each request its own suffix', () => {
    const answer = new CompressedPrefix(`{"data":{"entries":${ENTRIES},"status":`);
    const first = answer.encode('br', '{"n":1}}}');
    const second = answer.encode('br', '{"n":2}}}');
    expect(brotliDecompressSync(second).toString('utf8')).toMatch(/"status":\{"n":2\}\}\}$/);
    expect(second.byteLength).toBe(first.byteLength);
    expect(first.byteLength).toBeLessThan(answer.bytes.byteLength / 10);
  });
});

describe('the encoding chosen for Accept-Encoding', () => {
  it.each([
    ['br, gzip', 'br'],
    ['gzip, deflate, br, zstd', 'br'],
    ['gzip, deflate', 'gzip'],
    ['x-gzip', 'gzip'],
    ['br;q=0.5, gzip;q=0.8', 'gzip'],
    ['br;q=0, gzip;q=0', 'identity'],
    ['*', 'br'],
    ['*, br;q=0', 'gzip'],
    ['deflate', 'identity'],
    ['identity', 'identity'],
    ['', 'identity'],
    [undefined, 'identity'],
  ])('%s → %s', (header, expected) => {
    expect(acceptedEncoding(header)).toBe(expected);
  });
});
