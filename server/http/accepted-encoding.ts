/** The encodings the server writes, best first (as registerCompression orders them). */
export type ContentEncoding = 'br' | 'gzip' | 'identity';

const COMPRESSED: readonly Exclude<ContentEncoding, 'identity'>[] = ['br', 'gzip'];

/** The q-value of each coding an Accept-Encoding header names (`x-gzip` is gzip, `*` any other). */
function qualities(header: string): Map<string, number> {
  const found = new Map<string, number>();
  for (const part of header.toLowerCase().split(',')) {
    const [name = '', ...params] = part.split(';').map((piece) => piece.trim());
    if (name === '') continue;
    const q = params.find((param) => param.startsWith('q='));
    const value = q === undefined ? 1 : Number(q.slice(2));
    found.set(name === 'x-gzip' ? 'gzip' : name, Number.isFinite(value) ? value : 0);
  }
  return found;
}

/**
 * The encoding of an answer for a request's Accept-Encoding: the accepted one with the highest
 * q-value, brotli before gzip on a tie; identity when neither is accepted or the header is absent.
 */
export function acceptedEncoding(header: string | undefined): ContentEncoding {
  if (!header) return 'identity';
  const accepted = qualities(header);
  let best: ContentEncoding = 'identity';
  let bestQ = 0;
  for (const encoding of COMPRESSED) {
    const q = accepted.get(encoding) ?? accepted.get('*') ?? 0;
    if (q > bestQ) {
      best = encoding;
      bestQ = q;
    }
  }
  return best;
}
