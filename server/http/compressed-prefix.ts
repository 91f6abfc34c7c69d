import { brotliCompressSync, constants, crc32, deflateRawSync } from 'node:zlib';
import type { ContentEncoding } from './accepted-encoding';

/** Brotli quality of dynamic answers, as registerCompression uses (@fastify/compress's default). */
const BROTLI_QUALITY = 4;
/** The largest stored block of deflate and uncompressed meta-block written here. */
const STORED_BLOCK_MAX_BYTES = 65_535;
/** gzip member header: magic, deflate, no flags, no time, no extra flags, unknown OS. */
const GZIP_HEADER = Buffer.from([0x1f, 0x8b, 0x08, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0xff]);
/** Brotli's last meta-block, empty: ISLAST = 1, ISLASTEMPTY = 1. */
const BROTLI_END = Buffer.from([0x03]);

/** Brotli window: the smallest that holds the text (a decoder allocates what the header declares). */
function brotliWindowBits(bytes: number): number {
  return Math.min(24, Math.max(16, Math.ceil(Math.log2(bytes + STORED_BLOCK_MAX_BYTES))));
}

function chunks(bytes: Buffer): Buffer[] {
  const parts: Buffer[] = [];
  for (let start = 0; start < bytes.length; start += STORED_BLOCK_MAX_BYTES)
    parts.push(bytes.subarray(start, start + STORED_BLOCK_MAX_BYTES));
  return parts;
}

/** Deflate stored blocks of `bytes` (RFC 1951 §3.2.4), the last one final; byte-aligned input. */
function storedBlocks(bytes: Buffer): Buffer[] {
  const parts = bytes.length === 0 ? [bytes] : chunks(bytes);
  return parts.flatMap((part, index) => {
    const header = Buffer.alloc(5);
    header[0] = index === parts.length - 1 ? 1 : 0;
    header.writeUInt16LE(part.length, 1);
    header.writeUInt16LE(~part.length & 0xffff, 3);
    return [header, part];
  });
}

/** Brotli uncompressed meta-blocks of `bytes` (RFC 7932 §9.2: ISLAST 0, 4 nibbles of MLEN − 1, ISUNCOMPRESSED 1). */
function uncompressedMetaBlocks(bytes: Buffer): Buffer[] {
  return chunks(bytes).flatMap((part) => {
    const bits = ((part.length - 1) << 3) | (1 << 19);
    return [Buffer.from([bits & 0xff, (bits >>> 8) & 0xff, (bits >>> 16) & 0xff]), part];
  });
}

/**
 * The large, unchanging beginning of JSON answers, compressed once: each answer is this prefix
 * and a short suffix that changes per request (status-data's server time). The prefix is
 * compressed with a flush instead of a finish, which leaves each stream open and byte-aligned;
 * the suffix follows as stored data (deflate stored blocks; brotli uncompressed meta-blocks),
 * then the end of the stream (gzip: the CRC-32 of the whole text, continued from the prefix's, and
 * its length). What a client receives is one ordinary gzip member or brotli stream of the whole
 * answer, while the server spends no compression per request.
 */
export class CompressedPrefix {
  readonly bytes: Buffer;
  private brotli: Buffer | undefined;
  private deflated: Buffer | undefined;
  private readonly crc: number;

  constructor(text: string) {
    this.bytes = Buffer.from(text, 'utf8');
    this.crc = crc32(this.bytes);
  }

  /** The whole answer, prefix then `suffix`, in `encoding`. */
  encode(encoding: ContentEncoding, suffix: string): Buffer {
    const tail = Buffer.from(suffix, 'utf8');
    if (encoding === 'br')
      return Buffer.concat([this.brotliPrefix(), ...uncompressedMetaBlocks(tail), BROTLI_END]);
    if (encoding === 'gzip') {
      const trailer = Buffer.alloc(8);
      trailer.writeUInt32LE(crc32(tail, this.crc), 0);
      trailer.writeUInt32LE((this.bytes.length + tail.length) >>> 0, 4);
      return Buffer.concat([GZIP_HEADER, this.deflatedPrefix(), ...storedBlocks(tail), trailer]);
    }
    return Buffer.concat([this.bytes, tail]);
  }

  /** Compresses the prefix for `encoding` now, so that the next answer in it costs no compression. */
  prepare(encoding: ContentEncoding): void {
    if (encoding === 'br') this.brotliPrefix();
    else if (encoding === 'gzip') this.deflatedPrefix();
  }

  private brotliPrefix(): Buffer {
    this.brotli ??= brotliCompressSync(this.bytes, {
      finishFlush: constants.BROTLI_OPERATION_FLUSH,
      params: {
        [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY,
        [constants.BROTLI_PARAM_LGWIN]: brotliWindowBits(this.bytes.length),
        [constants.BROTLI_PARAM_SIZE_HINT]: this.bytes.length,
      },
    });
    return this.brotli;
  }

  private deflatedPrefix(): Buffer {
    this.deflated ??= deflateRawSync(this.bytes, { finishFlush: constants.Z_SYNC_FLUSH });
    return this.deflated;
  }
}
